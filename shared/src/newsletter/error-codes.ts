// The newsletter function's error codes the site names in words (`newsletter.errors.<code>`); any other is `generic`.
export const newsletterErrorCodes = [
  'invalid_email',
  'invalid_language',
  'invalid_hour',
  'invalid_time_zone',
  'invalid_characters',
  'rate_limited',
  'invalid_token',
] as const;
export type NewsletterErrorCode = (typeof newsletterErrorCodes)[number] | 'generic';

/** A code from the function's answer (or a page's `?code=`) as one the site has words for. */
export function newsletterErrorCode(value: unknown): NewsletterErrorCode {
  return (newsletterErrorCodes as readonly unknown[]).includes(value) ? (value as NewsletterErrorCode) : 'generic';
}
