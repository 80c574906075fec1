// Records donations through PostgREST's RPC endpoint with the service role key: the same call against a
// hosted project (SUPABASE_URL of the Edge Runtime) and against the local API.
import type { Donation, RecordResult } from './handler.ts';

export interface RestRecorderOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}

export function restDonationRecorder({ supabaseUrl, serviceRoleKey, fetch: fetchImpl = fetch }: RestRecorderOptions): (donation: Donation) => Promise<RecordResult> {
  const endpoint = new URL('rest/v1/rpc/record_donation', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).toString();
  return async (donation) => {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
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
