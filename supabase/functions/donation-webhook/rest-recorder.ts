// Records donations through PostgREST's RPC endpoint with the service key (a secret key or the legacy
// service role key): the same call against a hosted project (SUPABASE_URL of the Edge Runtime) and against the
// local API.
import type { Donation, RecordResult } from './handler.ts';
import { serviceKeyHeaders, type ServiceKey } from '../_shared/service-key.ts';
import { UnstorableDonation } from './storable.ts';

export interface RestRecorderOptions {
  supabaseUrl: string;
  serviceKey: ServiceKey;
  fetch?: typeof fetch;
}

/** PostgREST's error code, when the body is its error JSON. */
function errorCode(text: string): string {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' ? code : '';
  } catch {
    return '';
  }
}

/**
 * A 400 whose code is a data exception (SQLSTATE class 22, e.g. 22P05 for `\u0000` in jsonb) or PostgREST's
 * unparsable body (PGRST102) is about the data itself and fails the same way on every retry; anything else
 * (keys, grants, an unreachable database) may pass later.
 */
function refusesTheData(status: number, text: string): boolean {
  const code = errorCode(text);
  return status === 400 && (code.startsWith('22') || code === 'PGRST102');
}

export function restDonationRecorder({
  supabaseUrl,
  serviceKey,
  fetch: fetchImpl = fetch,
}: RestRecorderOptions): (donation: Donation) => Promise<RecordResult> {
  const endpoint = new URL(
    'rest/v1/rpc/record_donation',
    supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`,
  ).toString();
  return async (donation) => {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        ...serviceKeyHeaders(serviceKey),
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        message_id: donation.messageId,
        email: donation.email,
        amount: donation.amount,
        currency: donation.currency,
        from_name: donation.fromName,
        type: donation.type,
        payload: donation.payload,
      }),
    });
    if (!response.ok) {
      const text = await response.text();
      if (refusesTheData(response.status, text))
        throw new UnstorableDonation(`the database refused the data (${errorCode(text)})`);
      throw new Error(`record_donation answered ${response.status}: ${text}`);
    }
    const result = (await response.json()) as Partial<RecordResult>;
    return { recorded: result.recorded === true, applied: result.applied === true };
  };
}
