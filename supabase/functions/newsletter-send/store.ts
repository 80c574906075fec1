// The database side of a sending run, through PostgREST's RPC endpoint with the service key: the same calls
// against a hosted project and against the local API. Every function it calls is security definer and
// executable by the service role only.
import { serviceKeyHeaders, type ServiceKey } from '../_shared/service-key.ts';

/** One claimed mail, as newsletter_claim returns it. */
export interface ClaimedMail {
  subscriber_id: string;
  /** The subscriber's local date (yyyy-mm-dd) whose story the mail carries. */
  day: string;
  email: string;
  language: string;
  attempts: number;
  story_id: string | null;
  content_language: string | null;
  title: string | null;
  author: string | null;
  content: string | null;
  read_time: number | null;
  image_url: string | null;
}

/** What became of one claimed mail. */
export type SendOutcome =
  | { subscriber_id: string; day: string; message_id: string }
  | { subscriber_id: string; day: string; error: string; permanent: boolean };

export interface NewsletterStore {
  startRun(at: Date): Promise<number>;
  finishRun(runId: number, at: Date): Promise<void>;
  claim(runId: number, batchSize: number, at: Date): Promise<ClaimedMail[]>;
  record(runId: number, outcomes: SendOutcome[], at: Date): Promise<void>;
  /** Stops mail to the address a provider message went to; false when no address matched. */
  stopByMessage(messageId: string, reason: 'bounce' | 'complaint', at: Date): Promise<boolean>;
  /** Keeps the hash of a new manage token (the unsubscribe and settings links of one mail). */
  storeManageToken(subscriberId: string, tokenHash: string): Promise<void>;
}

export interface RestStoreOptions {
  supabaseUrl: string;
  serviceKey: ServiceKey;
  fetch?: typeof fetch;
}

export class StoreError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export function restNewsletterStore({
  supabaseUrl,
  serviceKey,
  fetch: fetchImpl = fetch,
}: RestStoreOptions): NewsletterStore {
  const base = supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`;
  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetchImpl(new URL(`rest/v1/rpc/${name}`, base).toString(), {
      method: 'POST',
      headers: { ...serviceKeyHeaders(serviceKey), 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok)
      throw new StoreError(response.status, `${name} answered ${response.status}: ${text.slice(0, 300)}`);
    return (text === '' ? null : JSON.parse(text)) as T;
  }
  return {
    async startRun(at) {
      return Number(await rpc<number | string>('newsletter_run_start', { run_at: at.toISOString() }));
    },
    async finishRun(runId, at) {
      await rpc('newsletter_run_finish', { run_id: runId, run_at: at.toISOString() });
    },
    claim(runId, batchSize, at) {
      return rpc<ClaimedMail[]>('newsletter_claim', { run_id: runId, batch_size: batchSize, run_at: at.toISOString() });
    },
    async record(runId, outcomes, at) {
      await rpc('newsletter_record', { run_id: runId, outcomes, run_at: at.toISOString() });
    },
    async stopByMessage(messageId, reason, at) {
      return (
        (await rpc<boolean>('newsletter_stop_by_message', {
          message_id: messageId,
          reason,
          run_at: at.toISOString(),
        })) === true
      );
    },
    async storeManageToken(subscriberId, tokenHash) {
      await rpc('newsletter_manage_token', { subscriber_id: subscriberId, token_hash: tokenHash });
    },
  };
}
