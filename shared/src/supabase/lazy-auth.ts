// Supabase Auth on demand. auth-js is most of a page's Supabase code, and a reader who never signs in never
// needs it: the client's `auth` is a stand-in with GoTrueClient's interface that downloads auth-js on its first
// call, or at once when Auth has something to do on this load — a session stored on the device (or stored later
// by another tab), or an auth link in the address. Until then REST requests carry the API key alone, as
// supabase-js sends them without a session; a request made while auth-js loads waits for it.
import type { GoTrueClient, GoTrueClientOptions, Subscription, SupportedStorage } from '@supabase/auth-js';
import { EarlySubscription, type AuthListener } from './early-subscription';
import { hasAuthLinkInUrl } from './persisted-session';

type AsyncMethod = {
  [K in keyof GoTrueClient]: GoTrueClient[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof GoTrueClient];

/**
 * GoTrueClient's asynchronous methods: each waits for auth-js and runs there. A record of every one, so an
 * auth-js version that adds or drops a method fails the type check until this list follows it.
 */
const asyncMethods: Record<AsyncMethod, true> = {
  initialize: true,
  signInAnonymously: true,
  signUp: true,
  signInWithPassword: true,
  signInWithOAuth: true,
  exchangeCodeForSession: true,
  signInWithWeb3: true,
  signInWithIdToken: true,
  signInWithOtp: true,
  verifyOtp: true,
  signInWithSSO: true,
  reauthenticate: true,
  resend: true,
  getSession: true,
  getUser: true,
  updateUser: true,
  setSession: true,
  refreshSession: true,
  signOut: true,
  resetPasswordForEmail: true,
  getUserIdentities: true,
  linkIdentity: true,
  unlinkIdentity: true,
  startAutoRefresh: true,
  stopAutoRefresh: true,
  dispose: true,
  getClaims: true,
  signInWithPasskey: true,
  registerPasskey: true,
};

const isAsyncMethod = (name: string | symbol): name is AsyncMethod =>
  typeof name === 'string' && Object.hasOwn(asyncMethods, name);

const ignore = () => undefined;

export interface LazyAuth {
  /** Answers like GoTrueClient. Its namespaces (admin, mfa, oauth, passkey) are there once auth-js has loaded. */
  readonly auth: GoTrueClient;
  /** The bearer of a REST request: the signed-in user's access token (refreshed by Auth), or null for the API key. */
  accessToken(): Promise<string | null>;
}

/** Where auth-js will keep the session with these settings (its own rule); none when it keeps it in memory. */
function sessionStorageOf(settings: GoTrueClientOptions): Pick<SupportedStorage, 'getItem'> | undefined {
  if (settings.persistSession === false) return undefined;
  if (settings.storage) return settings.storage;
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // blocked (privacy mode): auth-js keeps the session in memory
  }
}

export function createLazyAuth(settings: GoTrueClientOptions & { storageKey: string }): LazyAuth {
  const storage = sessionStorageOf(settings);
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
  const linkInAddress = inBrowser && Boolean(settings.detectSessionInUrl) && hasAuthLinkInUrl(window.location);
  const early = new Set<EarlySubscription>();
  let ready: GoTrueClient | undefined;
  let loading: Promise<GoTrueClient> | undefined;

  /** Whether Auth has something to do before it is called: a link to read or a stored session to restore. */
  async function somethingToRestore(): Promise<boolean> {
    if (linkInAddress) return true;
    try {
      return Boolean(await storage?.getItem(settings.storageKey));
    } catch {
      return false; // unreadable storage holds no session
    }
  }

  // Another tab that signs in stores the session: this page loads Auth and hears it (as SIGNED_IN).
  const watchOtherTabs = (event: StorageEvent) => {
    if (event.storageArea === storage && event.key === settings.storageKey && event.newValue) void load().catch(ignore);
  };
  if (inBrowser && storage === globalThis.localStorage) window.addEventListener('storage', watchOtherTabs);

  function load(): Promise<GoTrueClient> {
    loading ??= import(/* webpackChunkName: "supabase-auth" */ './auth-client').then(
      async ({ createAuthClient }) => {
        const client = createAuthClient(settings);
        ready = client;
        if (inBrowser) window.removeEventListener('storage', watchOtherTabs);
        const attached = [...early].map((subscription) => subscription.attach(client));
        early.clear();
        await Promise.all(attached);
        return client;
      },
      (error: unknown) => {
        // The next call tries again; meanwhile the subscribers know the page as signed out.
        loading = undefined;
        for (const subscription of early) subscription.reportSignedOut();
        throw error;
      },
    );
    return loading;
  }

  function onAuthStateChange(listener: AuthListener): { data: { subscription: Subscription } } {
    if (ready) return ready.onAuthStateChange(listener as Parameters<GoTrueClient['onAuthStateChange']>[0]);
    const subscription: EarlySubscription = new EarlySubscription(listener, () => early.delete(subscription));
    early.add(subscription);
    if (!loading) {
      void somethingToRestore().then((restore) => {
        if (loading) return; // started meanwhile: the loaded client reports the first session itself
        if (restore) void load().catch(ignore);
        else subscription.reportSignedOut();
      });
    }
    return { data: { subscription: subscription.handle } };
  }

  const auth = new Proxy({} as GoTrueClient, {
    get(_target, name) {
      if (name === 'onAuthStateChange') return onAuthStateChange;
      if (isAsyncMethod(name)) {
        return (...args: unknown[]) =>
          load().then((client) => (client[name] as (...params: unknown[]) => Promise<unknown>).apply(client, args));
      }
      if (name === 'isThrowOnErrorEnabled' && !ready) return () => Boolean(settings.throwOnError);
      const value: unknown = ready ? Reflect.get(ready, name) : undefined;
      return typeof value === 'function' ? value.bind(ready) : value;
    },
  });

  void somethingToRestore().then((restore) => {
    if (restore) void load().catch(ignore);
  });

  return {
    auth,
    async accessToken() {
      if (!loading && !(await somethingToRestore()) && !loading) return null;
      const { data } = await (await load()).getSession();
      return data.session?.access_token ?? null;
    },
  };
}
