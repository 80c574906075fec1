// Supabase Edge Runtime entry (`supabase functions deploy newsletter --no-verify-jwt`: readers and mail clients
// call it without a Supabase key). The runtime provides SUPABASE_URL, SUPABASE_SECRET_KEYS and, while legacy keys
// are on, SUPABASE_SERVICE_ROLE_KEY; SITE_URL, RESEND_API_KEY and MAIL_FROM are set with `supabase secrets set`.
import { newsletterDeps } from './deps.ts';
import { handleNewsletter } from './handler.ts';

const { deps, problems } = newsletterDeps(
  {
    SUPABASE_URL: Deno.env.get('SUPABASE_URL'),
    SUPABASE_SECRET_KEYS: Deno.env.get('SUPABASE_SECRET_KEYS'),
    SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
    SITE_URL: Deno.env.get('SITE_URL'),
    RESEND_API_KEY: Deno.env.get('RESEND_API_KEY'),
    MAIL_FROM: Deno.env.get('MAIL_FROM'),
  },
  { log: (line) => console.error(line) },
);

for (const problem of problems) console.error(`newsletter: ${problem}`);

Deno.serve((request) => handleNewsletter(request, deps));
