// Records donations through PostgREST's RPC endpoint with the service key (a secret key or the legacy
// service role key): the same call against a hosted project (SUPABASE_URL of the Edge Runtime) and against the
// local API.
import type { Donation, RecordResult } from './handler.ts';
import { serviceKeyHeaders, type ServiceKey } from './service-key.ts';

export interface RestRecorderOptions {
  supabaseUrl: string;
  serviceKey: ServiceKey;
  fetch?: typeof fetch;
}

export function restDonationRecorder({ supabaseUrl, serviceKey, fetch: fetchImpl = fetch }: RestRecorderOptions): (donation: Donation) => Promise<RecordResult> {
  const endpoint = new URL('rest/v1/rpc/record_donation', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).toString();
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
    if (!response.ok) throw new Error(`record_donation answered ${response.status}: ${await response.text()}`);
    const result = (await response.json()) as Partial<RecordResult>;
    return { recorded: result.recorded === true, applied: result.applied === true };
  };
}
