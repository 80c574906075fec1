// The address rule GoTrue applies (its HTML5-like pattern, at most 255 characters, no top-level domain reserved for
// documentation and tests): the local auth API and the newsletter's function both check addresses with it.

// GoTrue's address pattern (internal/utilities, HTML5-like).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Reserved for documentation and tests (RFC 2606): mail there can never be delivered. */
const UNDELIVERABLE_TLDS = ['invalid', 'example', 'test'];

export const MAX_EMAIL_LENGTH = 255;

/** Why GoTrue would refuse an address (already trimmed and lower-cased), or null when it takes it. */
export function emailProblem(email: string): 'invalid_format' | 'undeliverable' | null {
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return 'invalid_format';
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const tld = domain.includes('.') ? domain.slice(domain.lastIndexOf('.') + 1) : domain;
  return UNDELIVERABLE_TLDS.includes(tld) ? 'undeliverable' : null;
}
