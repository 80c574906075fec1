// Supabase Edge Runtime entry (`supabase functions deploy donation-webhook`). The runtime provides
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY; DONATION_WEBHOOK_TOKEN is set with `supabase secrets set`.
import { handleDonationWebhook } from './handler.ts';
import { restDonationRecorder } from './rest-recorder.ts';

const deps = {
  token: Deno.env.get('DONATION_WEBHOOK_TOKEN'),
  recordDonation: restDonationRecorder({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  }),
};

if (!deps.token) console.error('DONATION_WEBHOOK_TOKEN is not set: every webhook call is refused with 401');

Deno.serve((request) => handleDonationWebhook(request, deps));
