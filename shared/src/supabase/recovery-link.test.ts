// What a password-reset link leaves in the address when it fails (GoTrue's redirect with an error fragment).
import { takeRecoveryLinkError } from './auth-sync';

describe('takeRecoveryLinkError', () => {
  it('reads an expired or used link and removes the error from the address', () => {
    window.history.replaceState(
      null,
      '',
      '/es?x=1#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    expect(takeRecoveryLinkError()).toBe('otp_expired');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/es?x=1');
  });

  it('leaves a successful link (tokens in the fragment) for Supabase Auth', () => {
    window.history.replaceState(
      null,
      '',
      '/en#access_token=a&refresh_token=b&expires_in=3600&token_type=bearer&type=recovery',
    );
    expect(takeRecoveryLinkError()).toBeNull();
    expect(window.location.hash).toContain('access_token=a');
  });

  it('ignores an address without a fragment', () => {
    window.history.replaceState(null, '', '/en/calendar');
    expect(takeRecoveryLinkError()).toBeNull();
    expect(window.location.pathname).toBe('/en/calendar');
  });
});
