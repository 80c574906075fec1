import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MailTransport } from '@tales/supabase-functions/_shared/mail';
import { newsletterSendDeps, type NewsletterSendSetup } from '@tales/supabase-functions/newsletter-send/deps';
import { handleNewsletterSend } from '@tales/supabase-functions/newsletter-send/handler';
import { LOCAL_MAIL_FROM, TEST_NOW_HEADER } from '../config';
import { outboxTransport } from './outbox-transport';

export interface NewsletterSendOptions {
  /** NEWSLETTER_CRON_SECRET: the bearer secret of a run. */
  cronSecret: string;
  /** RESEND_WEBHOOK_SECRET: signs the provider's bounce and complaint events. */
  webhookSecret: string;
  siteUrl: string;
  outboxDir: string;
  /** Milliseconds between scheduled runs, as pg_cron calls the function hosted; 0: no timer. */
  intervalMs: number;
  /** Lets a run's caller set its instant with the x-tales-test-now header (local tests only). */
  testClock: boolean;
  /** The mail provider; default: the outbox. */
  transport?: MailTransport;
  batchSize?: number;
  /** How long a run may go on claiming (default: the function's). */
  timeBudgetMs?: number;
}

export interface FunctionContext {
  /** This server's own address (for the function's calls back into /rest/v1). */
  ownUrl(): string;
  /** The API's address as mailed links show it. */
  publicUrl(): string;
  keys: { secretKeys?: string; serviceRoleKey?: string };
  toWebRequest(request: FastifyRequest, origin: string): Request;
  sendWebResponse(reply: FastifyReply, response: Response): Promise<unknown>;
}

function testNow(request: Request): Date | undefined {
  const value = request.headers.get(TEST_NOW_HEADER);
  if (!value) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/**
 * /functions/v1/newsletter-send (a run) and /functions/v1/newsletter-send/events (bounces and complaints): the
 * function `supabase functions deploy` ships, with the outbox as its provider; and the schedule pg_cron keeps
 * hosted, as a timer calling the same handler with the same secret.
 */
export function registerNewsletterSend(app: FastifyInstance, context: FunctionContext, opts: NewsletterSendOptions) {
  let setup: NewsletterSendSetup | undefined;
  const deps = () => {
    if (!setup) {
      setup = newsletterSendDeps(
        {
          SUPABASE_URL: context.ownUrl(),
          SUPABASE_SECRET_KEYS: context.keys.secretKeys,
          SUPABASE_SERVICE_ROLE_KEY: context.keys.serviceRoleKey,
          NEWSLETTER_CRON_SECRET: opts.cronSecret,
          RESEND_WEBHOOK_SECRET: opts.webhookSecret,
          SITE_URL: opts.siteUrl,
          MAIL_FROM: LOCAL_MAIL_FROM,
          NEWSLETTER_BATCH_SIZE: opts.batchSize ? String(opts.batchSize) : undefined,
        },
        { transport: opts.transport ?? outboxTransport(opts.outboxDir), publicUrl: context.publicUrl() },
        {
          testClock: opts.testClock ? testNow : undefined,
          log: (line) => app.log.warn(line),
          timeBudgetMs: opts.timeBudgetMs,
        },
      );
      for (const problem of setup.problems) app.log.error(`newsletter-send: ${problem}`);
    }
    return setup.deps;
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = context.ownUrl();
    return context.sendWebResponse(reply, await handleNewsletterSend(context.toWebRequest(request, origin), deps()));
  };
  app.all('/newsletter-send', handle);
  app.all('/newsletter-send/events', handle);

  if (opts.intervalMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const request = new Request(`${context.ownUrl()}/functions/v1/newsletter-send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${opts.cronSecret}` },
        });
        const response = await handleNewsletterSend(request, deps());
        if (!response.ok) app.log.error(`newsletter-send: scheduled run answered ${response.status}`);
      } catch (error) {
        app.log.error(`newsletter-send: scheduled run failed: ${(error as Error).message}`);
      } finally {
        running = false;
      }
    };
    app.addHook('onListen', async () => {
      timer = setInterval(() => void tick(), opts.intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
