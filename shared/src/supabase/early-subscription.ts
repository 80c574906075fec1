// A subscription to auth events made before auth-js has loaded. With nothing stored on the device it hears
// "signed out" at once, as Supabase Auth would say; when auth-js loads it follows the real client's events,
// and the real client's first report is not told twice.
import type { AuthChangeEvent, GoTrueClient, Session, Subscription } from '@supabase/auth-js';

export type AuthListener = (event: AuthChangeEvent, session: Session | null) => void | Promise<void>;

export class EarlySubscription {
  /** What the subscriber holds: `unsubscribe` works before and after auth-js has loaded. */
  readonly handle: Subscription;
  private active = true;
  /** Told INITIAL_SESSION without a session by this stand-in, before auth-js was there to tell it. */
  private toldSignedOut = false;
  private inner: Subscription | undefined;
  private releaseFirstEvent: () => void = () => undefined;

  constructor(
    private readonly listener: AuthListener,
    onUnsubscribe: () => void,
  ) {
    this.handle = {
      id: Symbol('auth-callback'),
      callback: listener,
      unsubscribe: () => {
        this.active = false;
        this.inner?.unsubscribe();
        this.releaseFirstEvent();
        onUnsubscribe();
      },
    };
  }

  /** Reports the first session as none: nothing is stored and no auth link is in the address. */
  reportSignedOut(): void {
    if (!this.active || this.toldSignedOut || this.inner) return;
    this.toldSignedOut = true;
    void Promise.resolve()
      .then(() => this.listener('INITIAL_SESSION', null))
      .catch((error: unknown) => console.error('[tales] an auth listener failed', error));
  }

  /**
   * Hands the subscription to the loaded client. Resolves when that client has reported its first event (or
   * the subscriber has left), so no call made after loading can overtake it.
   */
  attach(client: GoTrueClient): Promise<void> {
    if (!this.active) return Promise.resolve();
    return new Promise((firstEvent) => {
      this.releaseFirstEvent = firstEvent;
      let heard = false;
      this.inner = client.onAuthStateChange((event, session) => {
        const first = !heard;
        heard = true;
        firstEvent();
        if (!this.active) return undefined;
        if (this.toldSignedOut && event === 'INITIAL_SESSION') {
          // "Signed out" was told already; a session that appeared meanwhile (another tab signed in) is a sign-in.
          return first && session ? this.listener('SIGNED_IN', session) : undefined;
        }
        return this.listener(event, session);
      }).data.subscription;
    });
  }
}
