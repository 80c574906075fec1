import { authErrors } from './errors';

/** Supabase CLI's `[auth.email] max_frequency`: the least time between two mails of one kind to one user. */
export const MAIL_MAX_FREQUENCY_SECONDS = 1;

/** GoTrue's validateSentWithinFrequencyLimit: 429 over_email_send_rate_limit while the last mail is too recent. */
export function refuseWithinMaxFrequency(sentAt: Date | null, now: number): void {
  if (sentAt && now - sentAt.getTime() < MAIL_MAX_FREQUENCY_SECONDS * 1000)
    throw authErrors.emailFrequency(MAIL_MAX_FREQUENCY_SECONDS);
}
