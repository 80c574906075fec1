// Supabase Edge Runtime entry (`supabase functions deploy newsletter-send --no-verify-jwt`). The runtime
// provides SUPABASE_URL, SUPABASE_SECRET_KEYS and SUPABASE_SERVICE_ROLE_KEY; the rest are set with
// `supabase secrets set` (see docs/operations/newsletter.md). The scheduler's call is answered at once and the
// run goes on in the background (EdgeRuntime.waitUntil), within the runtime's wall-clock limit.
import { newsletterSendDeps } from './deps.ts';
import { handleNewsletterSend } from './handler.ts';

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void };

const { deps, problems } = newsletterSendDeps(
  Deno.env.toObject(),
  {},
  {
    background: (work) => EdgeRuntime.waitUntil(work),
    log: (line) => console.log(line),
    timeBudgetMs: 120_000,
  },
);

for (const problem of problems) console.error(`newsletter-send: ${problem}`);

Deno.serve((request) => handleNewsletterSend(request, deps));
