import { accountCodeNeeded, AUTH_STORAGE_KEY, hasAuthLinkInUrl, hasPersistedSession } from './persisted-session';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/en');
});

describe('hasPersistedSession', () => {
  it('is true only when a session is stored under the client key', () => {
    expect(hasPersistedSession()).toBe(false);
    localStorage.setItem('another-key', '{}');
    expect(hasPersistedSession()).toBe(false);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'b' }));
    expect(hasPersistedSession()).toBe(true);
  });

  it('is false when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(hasPersistedSession(blocked)).toBe(false);
  });
});

describe('hasAuthLinkInUrl', () => {
  const at = (hash: string, search = '') => ({ hash, search });

  it('recognises the tokens and the errors an auth link leaves in the fragment, and nothing else', () => {
    expect(hasAuthLinkInUrl(at('#access_token=a&refresh_token=b&type=recovery'))).toBe(true);
    expect(hasAuthLinkInUrl(at('#error=access_denied&error_code=otp_expired'))).toBe(true);
    expect(hasAuthLinkInUrl(at('#error_description=Email+link+is+invalid'))).toBe(true);
    expect(hasAuthLinkInUrl(at('#main-content'))).toBe(false);
    expect(hasAuthLinkInUrl(at(''))).toBe(false);
  });

  it('recognises a PKCE sign-in code and an error in the query, and nothing else', () => {
    expect(hasAuthLinkInUrl(at('', '?code=0b7c'))).toBe(true);
    expect(hasAuthLinkInUrl(at('', '?error=access_denied&error_code=otp_expired'))).toBe(true);
    expect(hasAuthLinkInUrl(at('', '?utm_source=rss'))).toBe(false);
  });

  it('reads the page address by default', () => {
    expect(hasAuthLinkInUrl()).toBe(false);
    window.history.replaceState(null, '', '/en?code=0b7c');
    expect(hasAuthLinkInUrl()).toBe(true);
  });
});

describe('accountCodeNeeded', () => {
  it('asks for the account code for a stored session or an auth link in the address', () => {
    expect(accountCodeNeeded()).toBe(false);
    window.history.replaceState(null, '', '/en#access_token=a&type=recovery');
    expect(accountCodeNeeded()).toBe(true);
    window.history.replaceState(null, '', '/en');
    localStorage.setItem(AUTH_STORAGE_KEY, '{}');
    expect(accountCodeNeeded()).toBe(true);
  });
});
