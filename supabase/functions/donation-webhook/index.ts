// Supabase Edge Runtime entry (`supabase functions deploy donation-webhook`). The runtime provides
// SUPABASE_URL, SUPABASE_SECRET_KEYS and, while the project's legacy keys are on, SUPABASE_SERVICE_ROLE_KEY;
// DONATION_WEBHOOK_TOKEN is set with `supabase secrets set`.
import { donationWebhookDeps } from './deps.ts';
import { handleDonationWebhook } from './handler.ts';

const { deps, problems } = donationWebhookDeps({
  SUPABASE_URL: Deno.env.get('SUPABASE_URL'),
  SUPABASE_SECRET_KEYS: Deno.env.get('SUPABASE_SECRET_KEYS'),
  SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
  DONATION_WEBHOOK_TOKEN: Deno.env.get('DONATION_WEBHOOK_TOKEN'),
});

for (const problem of problems) console.error(`donation-webhook: ${problem}`);

Deno.serve((request) => handleDonationWebhook(request, deps));
