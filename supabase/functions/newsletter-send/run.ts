// One sending run: claim a batch, render and send each mail, record the outcomes, until nothing is due or the
// run's time is up (the next run, five minutes later, goes on). A mail's idempotency key is its subscriber and
// day, so a mail sent by a run that died before recording it is not sent again when the next run retries it.
import { MailError, type MailTransport } from '../_shared/mail.ts';
import { isMailLanguage, type MailLanguage } from '../_shared/site-paths.ts';
import { renderDailyMail, type SubscriberLinks } from './emails/daily-mail.tsx';
import type { ClaimedMail, NewsletterStore, SendOutcome } from './store.ts';

/** The links and headers a subscriber's mail carries: its unsubscribe and manage links (with a fresh token). */
export interface MailLinks extends SubscriberLinks {
  /** List-Unsubscribe (https and mailto) and List-Unsubscribe-Post (RFC 8058). */
  headers: Record<string, string>;
}

export type LinksFor = (subscriber: { id: string; language: MailLanguage }) => Promise<MailLinks>;

export interface RunOptions {
  store: NewsletterStore;
  transport: MailTransport;
  siteUrl: string;
  linksFor: LinksFor;
  /** The run's clock: real time, except in the local API's tests. */
  now: () => Date;
  batchSize?: number;
  /** Mails sent at once within a batch (the provider's rate limit bounds it). */
  concurrency?: number;
  /** The run stops claiming after this long; what is left is due for the next run. */
  timeBudgetMs?: number;
}

export interface RunFigures {
  runId: number;
  claimed: number;
  sent: number;
  failed: number;
}

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

async function sendOne(mail: ClaimedMail, options: RunOptions): Promise<SendOutcome> {
  const key = { subscriber_id: mail.subscriber_id, day: mail.day };
  if (!mail.story_id || mail.title === null || mail.content === null) {
    return { ...key, error: 'no story is published for this day yet', permanent: false };
  }
  const language: MailLanguage = isMailLanguage(mail.language) ? mail.language : 'es';
  const contentLanguage: MailLanguage =
    mail.content_language && isMailLanguage(mail.content_language) ? mail.content_language : 'es';
  try {
    const links = await options.linksFor({ id: mail.subscriber_id, language });
    const rendered = await renderDailyMail({
      language,
      siteUrl: options.siteUrl,
      links,
      story: {
        id: mail.story_id,
        title: mail.title,
        author: mail.author ?? '',
        content: mail.content,
        readTime: mail.read_time ?? 0,
        imageUrl: mail.image_url,
        contentLanguage,
      },
    });
    const { id } = await options.transport.send({
      kind: 'newsletter_daily',
      to: mail.email,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: links.headers,
      idempotencyKey: `${mail.subscriber_id}:${mail.day}`,
    });
    return { ...key, message_id: id };
  } catch (error) {
    const permanent = error instanceof MailError && error.permanent;
    return { ...key, error: errorMessage(error), permanent };
  }
}

/** Runs `work` over `items` with at most `limit` at once, keeping the order of the results. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

export async function runNewsletterSend(options: RunOptions): Promise<RunFigures> {
  const { store, now, batchSize = 100, concurrency = 4, timeBudgetMs = 100_000 } = options;
  const started = Date.now();
  const runId = await store.startRun(now());
  const figures: RunFigures = { runId, claimed: 0, sent: 0, failed: 0 };
  for (;;) {
    const batch = await store.claim(runId, batchSize, now());
    if (batch.length === 0) break;
    figures.claimed += batch.length;
    const outcomes = await mapLimited(batch, concurrency, (mail) => sendOne(mail, options));
    await store.record(runId, outcomes, now());
    for (const outcome of outcomes) {
      if ('message_id' in outcome) figures.sent += 1;
      else figures.failed += 1;
    }
    if (Date.now() - started > timeBudgetMs) break;
  }
  await store.finishRun(runId, now());
  return figures;
}
