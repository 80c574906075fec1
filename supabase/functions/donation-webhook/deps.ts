// The webhook's dependencies from the variables the Edge Runtime sets. index.ts reads them from Deno.env and
// the local API passes its own, so both choose the key and report a broken setup the same way.
import type { DonationWebhookDeps } from './handler.ts';
import { restDonationRecorder } from './rest-recorder.ts';
import { chooseServiceKey, ServiceKeyError } from '../_shared/service-key.ts';

export interface DonationWebhookEnv {
  SUPABASE_URL?: string;
  /** JSON of key name → `sb_secret_…`, injected by hosted Supabase. */
  SUPABASE_SECRET_KEYS?: string;
  /** The legacy JWT service role key, injected while the project's legacy keys are on. */
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /** Set with `supabase secrets set`. */
  DONATION_WEBHOOK_TOKEN?: string;
}

export interface DonationWebhookSetup {
  deps: DonationWebhookDeps;
  /** What is wrong with the setup, one line each, for the function's log at start. */
  problems: string[];
}

export function donationWebhookDeps(env: DonationWebhookEnv, fetchImpl: typeof fetch = fetch): DonationWebhookSetup {
  const problems: string[] = [];
  const token = env.DONATION_WEBHOOK_TOKEN;
  if (!token) problems.push('DONATION_WEBHOOK_TOKEN is not set: every webhook call is refused with 401');
  try {
    const serviceKey = chooseServiceKey({
      secretKeys: env.SUPABASE_SECRET_KEYS,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    });
    const recordDonation = restDonationRecorder({ supabaseUrl: env.SUPABASE_URL ?? '', serviceKey, fetch: fetchImpl });
    return { deps: { token, recordDonation }, problems };
  } catch (error) {
    if (!(error instanceof ServiceKeyError)) throw error;
    problems.push(`${error.code}: ${error.message}; every verified webhook call answers 500`);
    const misconfigured = { code: error.code, message: 'The function has no usable key for the database' };
    const recordDonation = () => Promise.reject(error);
    return { deps: { token, recordDonation, misconfigured }, problems };
  }
}
