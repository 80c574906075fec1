// The newsletter's sending function. POST with `authorization: Bearer <NEWSLETTER_CRON_SECRET>` runs one
// sending run (pg_cron through pg_net every five minutes on hosted Supabase; the local API's timer locally).
// POST /events takes the mail provider's signed bounce and complaint webhooks. Web-standard Request/Response
// only, so Supabase's Edge Runtime (Deno) and the local API (Node) run this same code.
import type { MailTransport } from '../_shared/mail.ts';
import { secretsMatch } from '../_shared/secrets.ts';
import type { ServiceKeyErrorCode } from '../_shared/service-key.ts';
import { MAX_EVENT_BYTES, stopReasonOf, verifySvix } from './events.ts';
import { runNewsletterSend, type LinksFor, type RunFigures } from './run.ts';
import type { NewsletterStore } from './store.ts';

export interface NewsletterSendDeps {
  /** NEWSLETTER_CRON_SECRET: the bearer secret of the scheduler's call. */
  cronSecret: string | undefined;
  /** RESEND_WEBHOOK_SECRET (`whsec_…`): signs the provider's events. */
  eventsSecret: string | undefined;
  store: NewsletterStore;
  transport: MailTransport;
  siteUrl: string;
  linksFor: LinksFor;
  batchSize?: number;
  concurrency?: number;
  timeBudgetMs?: number;
  /**
   * The local API's test clock: the instant a run acts at, read from the request. Hosted, this is never set,
   * so no caller can move a run's time.
   */
  testClock?: (request: Request) => Date | undefined;
  /**
   * Keeps the run going after the answer (Supabase's EdgeRuntime.waitUntil): the scheduler's call returns at
   * once. Without it, the answer waits for the run and carries its figures.
   */
  background?: (work: Promise<unknown>) => void;
  /** Set when the function has no usable key for the database: an authenticated call gets a 500 with it. */
  misconfigured?: { code: ServiceKeyErrorCode | 'mail_misconfigured'; message: string };
  log?: (line: string) => void;
}

export type NewsletterSendErrorCode =
  | 'method_not_allowed'
  | 'not_found'
  | 'unauthorized'
  | 'invalid_signature'
  | 'payload_too_large'
  | 'malformed_body'
  | 'run_failed'
  | 'storage_failed'
  | ServiceKeyErrorCode
  | 'mail_misconfigured';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

function failure(status: number, code: NewsletterSendErrorCode, message: string, headers?: Record<string, string>) {
  return json(status, { code, message }, headers);
}

async function authorized(request: Request, secret: string | undefined): Promise<boolean> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return !!secret && !!match && (await secretsMatch(match[1].trim(), secret));
}

function figuresBody(figures: RunFigures) {
  return { run_id: figures.runId, claimed: figures.claimed, sent: figures.sent, failed: figures.failed };
}

async function handleRun(request: Request, deps: NewsletterSendDeps): Promise<Response> {
  if (!(await authorized(request, deps.cronSecret)))
    return failure(401, 'unauthorized', 'A run needs the scheduler’s bearer secret', { 'www-authenticate': 'Bearer' });
  if (deps.misconfigured) return failure(500, deps.misconfigured.code, deps.misconfigured.message);
  const fixed = deps.testClock?.(request);
  const run = runNewsletterSend({
    store: deps.store,
    transport: deps.transport,
    siteUrl: deps.siteUrl,
    linksFor: deps.linksFor,
    now: () => fixed ?? new Date(),
    batchSize: deps.batchSize,
    concurrency: deps.concurrency,
    timeBudgetMs: deps.timeBudgetMs,
  });
  if (deps.background) {
    deps.background(
      run.then(
        (figures) => deps.log?.(`newsletter-send: run ${figures.runId}: ${JSON.stringify(figuresBody(figures))}`),
        (error: unknown) => deps.log?.(`newsletter-send: run failed: ${(error as Error).message}`),
      ),
    );
    return json(202, { status: 'started' });
  }
  try {
    return json(200, figuresBody(await run));
  } catch (error) {
    deps.log?.(`newsletter-send: run failed: ${(error as Error).message}`);
    return failure(502, 'run_failed', 'The run could not reach the database; the next run takes over');
  }
}

async function handleEvent(request: Request, deps: NewsletterSendDeps): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_EVENT_BYTES) return failure(413, 'payload_too_large', 'The event is too large');
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_EVENT_BYTES) return failure(413, 'payload_too_large', 'The event is too large');
  const body = new TextDecoder().decode(bytes);
  const now = deps.testClock?.(request) ?? new Date();
  if (!deps.eventsSecret || !(await verifySvix(deps.eventsSecret, request.headers, body, now)))
    return failure(401, 'invalid_signature', 'Missing or wrong webhook signature');
  if (deps.misconfigured) return failure(500, deps.misconfigured.code, deps.misconfigured.message);
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return failure(400, 'malformed_body', 'The event is not JSON');
  }
  const stop = stopReasonOf(event);
  if (!stop) return json(200, { status: 'ignored' });
  try {
    const stopped = await deps.store.stopByMessage(stop.messageId, stop.reason, now);
    return json(200, { status: stopped ? 'stopped' : 'unknown_message' });
  } catch {
    return failure(502, 'storage_failed', 'The event could not be recorded; try again later');
  }
}

export async function handleNewsletterSend(request: Request, deps: NewsletterSendDeps): Promise<Response> {
  if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST', { allow: 'POST' });
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  if (path.endsWith('/newsletter-send')) return handleRun(request, deps);
  if (path.endsWith('/newsletter-send/events')) return handleEvent(request, deps);
  return failure(404, 'not_found', 'No such endpoint');
}
