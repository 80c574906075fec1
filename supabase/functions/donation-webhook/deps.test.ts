/** @jest-environment node */
import { donationWebhookDeps } from './deps.ts';
import { handleDonationWebhook } from './handler.ts';

const TOKEN = 'deps-test-token';

function webhook(): Request {
  const data = {
    verification_token: TOKEN,
    message_id: 'deps-1',
    timestamp: '2026-11-23T08:00:00Z',
    type: 'Donation',
    amount: '3.00',
    email: 'jo@example.com',
    currency: 'USD',
  };
  return new Request('http://functions.local/donation-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data: JSON.stringify(data) }),
  });
}

/** A fetch that answers record_donation and keeps the headers it was called with. */
function recordingFetch(sent: Headers[]): typeof fetch {
  return async (_input, init) => {
    sent.push(new Headers(init?.headers));
    return new Response(JSON.stringify({ recorded: true, applied: false }), { status: 200 });
  };
}

describe('donationWebhookDeps', () => {
  it('calls the Data API with the secret key in apikey alone when SUPABASE_SECRET_KEYS has one', async () => {
    const sent: Headers[] = [];
    const { deps, problems } = donationWebhookDeps(
      {
        SUPABASE_URL: 'https://ref.supabase.co',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}',
        SUPABASE_SERVICE_ROLE_KEY: 'legacy.jwt.key',
        DONATION_WEBHOOK_TOKEN: TOKEN,
      },
      recordingFetch(sent),
    );
    expect(problems).toEqual([]);
    expect((await handleDonationWebhook(webhook(), deps)).status).toBe(200);
    expect(sent.map((headers) => [headers.get('apikey'), headers.get('authorization')])).toEqual([
      ['sb_secret_x', null],
    ]);
  });

  it('calls it with the legacy key in both headers when there is no secret key', async () => {
    const sent: Headers[] = [];
    const { deps } = donationWebhookDeps(
      {
        SUPABASE_URL: 'https://ref.supabase.co',
        SUPABASE_SERVICE_ROLE_KEY: 'legacy.jwt.key',
        DONATION_WEBHOOK_TOKEN: TOKEN,
      },
      recordingFetch(sent),
    );
    expect((await handleDonationWebhook(webhook(), deps)).status).toBe(200);
    expect(sent.map((headers) => [headers.get('apikey'), headers.get('authorization')])).toEqual([
      ['legacy.jwt.key', 'Bearer legacy.jwt.key'],
    ]);
  });

  it('without any key, names the problem for the log and answers a verified call 500 with its code', async () => {
    const sent: Headers[] = [];
    const { deps, problems } = donationWebhookDeps(
      { SUPABASE_URL: 'https://ref.supabase.co', DONATION_WEBHOOK_TOKEN: TOKEN },
      recordingFetch(sent),
    );
    expect(problems).toEqual([expect.stringContaining('service_key_missing')]);
    const response = await handleDonationWebhook(webhook(), deps);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'service_key_missing',
      message: 'The function has no usable key for the database',
    });
    expect(sent).toEqual([]);
  });

  it('answers 500 secret_keys_malformed when SUPABASE_SECRET_KEYS does not parse', async () => {
    const { deps, problems } = donationWebhookDeps(
      {
        SUPABASE_SECRET_KEYS: 'sb_secret_x',
        SUPABASE_SERVICE_ROLE_KEY: 'legacy.jwt.key',
        DONATION_WEBHOOK_TOKEN: TOKEN,
      },
      recordingFetch([]),
    );
    expect(problems).toEqual([expect.stringContaining('secret_keys_malformed')]);
    expect(await (await handleDonationWebhook(webhook(), deps)).json()).toMatchObject({
      code: 'secret_keys_malformed',
    });
  });

  it('still answers a caller without the token 401, whatever the keys', async () => {
    const { deps, problems } = donationWebhookDeps({}, recordingFetch([]));
    expect(problems).toHaveLength(2);
    expect((await handleDonationWebhook(webhook(), deps)).status).toBe(401);
  });
});
