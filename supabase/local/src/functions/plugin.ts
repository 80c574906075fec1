import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { donationWebhookDeps, type DonationWebhookSetup } from '@tales/supabase-functions/donation-webhook/deps';
import { handleDonationWebhook, MAX_BODY_BYTES } from '@tales/supabase-functions/donation-webhook/handler';
import { newsletterDeps, type NewsletterSetup } from '@tales/supabase-functions/newsletter/deps';
import { handleNewsletter } from '@tales/supabase-functions/newsletter/handler';
import { outboxTransport } from './outbox-transport';
import { releaseFilesDeps, type ReleaseFilesSetup } from '@tales/supabase-functions/release-files/deps';
import { handleReleaseFile, MAX_FILE_BYTES } from '@tales/supabase-functions/release-files/handler';
import { registerNewsletterSend, type NewsletterSendOptions } from './newsletter-send-route';

/** The keys hosted Supabase injects into a function's environment. */
export interface FunctionKeys {
  /** SUPABASE_SECRET_KEYS: JSON of key name → `sb_secret_…`. */
  secretKeys?: string;
  /** SUPABASE_SERVICE_ROLE_KEY: the legacy JWT. */
  serviceRoleKey?: string;
}

export interface FunctionsOptions {
  keys: FunctionKeys;
  /** DONATION_WEBHOOK_TOKEN: the secret the tip-jar service sends. */
  donationWebhookToken: string;
  /** SITE_URL of the newsletter: the site its mails and redirects point at. */
  siteUrl: string;
  /** Where the newsletter's mails land (the local stand-in for the mail provider). */
  outboxDir: string;
  /** The daily mail's sending function and its schedule. */
  newsletterSend: NewsletterSendOptions;
  /** This API's address as mailed links show it; default: the address it listens on. */
  publicUrl?: string;
}

/** This server's own address, for the functions' calls back into /rest/v1 (never the caller's Host header). */
function ownUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('the API is not listening');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** The fastify request as a web-standard Request, as the Edge Runtime hands it to a function. */
function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // As Supabase's gateway: the address it saw is appended to x-forwarded-for, and only Cloudflare (in front of a
  // hosted project) sets cf-connecting-ip, so a caller can forge neither.
  headers.delete('cf-connecting-ip');
  const seen = request.socket.remoteAddress ?? 'unknown';
  const forwarded = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${seen}` : seen);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  // The URL is built on this server's own origin: a hostile Host header cannot make it invalid.
  return new Request(new URL(request.url, origin), { method: request.method, headers, body });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  void reply.code(response.status);
  response.headers.forEach((value, name) => void reply.header(name, value));
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * Edge functions under /functions/v1/<name>, running the same web-standard handlers `supabase functions
 * deploy` ships. Like a function deployed with verify_jwt = false, no API key is asked for: the webhook
 * authenticates its caller itself.
 */
export async function functionsPlugin(app: FastifyInstance, opts: FunctionsOptions): Promise<void> {
  // Raw bodies of any type: each function parses its own.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  // Built on the first call: the function's SUPABASE_URL is this server's address, known once it listens.
  let setup: DonationWebhookSetup | undefined;
  app.all('/donation-webhook', async (request, reply) => {
    const origin = ownUrl(app);
    if (!setup) {
      setup = donationWebhookDeps({
        SUPABASE_URL: origin,
        SUPABASE_SECRET_KEYS: opts.keys.secretKeys,
        SUPABASE_SERVICE_ROLE_KEY: opts.keys.serviceRoleKey,
        DONATION_WEBHOOK_TOKEN: opts.donationWebhookToken,
      });
      for (const problem of setup.problems) app.log.error(`donation-webhook: ${problem}`);
    }
    const response = await handleDonationWebhook(toWebRequest(request, origin), setup.deps);
    return sendWebResponse(reply, response);
  });

  // The newsletter: subscribe, confirm, manage, unsubscribe; its mails go to the outbox.
  let newsletter: NewsletterSetup | undefined;
  app.all('/newsletter/*', async (request, reply) => {
    const origin = ownUrl(app);
    if (!newsletter) {
      newsletter = newsletterDeps(
        {
          SUPABASE_URL: origin,
          SUPABASE_SECRET_KEYS: opts.keys.secretKeys,
          SUPABASE_SERVICE_ROLE_KEY: opts.keys.serviceRoleKey,
          SITE_URL: opts.siteUrl,
        },
        { transport: outboxTransport(opts.outboxDir), log: (line) => app.log.error(line) },
      );
      for (const problem of newsletter.problems) app.log.error(`newsletter: ${problem}`);
    }
    return sendWebResponse(reply, await handleNewsletter(toWebRequest(request, origin), newsletter.deps));
  });

  // Releases' files, larger than any other function's body: their own parser, in their own context.
  await app.register(async (files) => {
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    let releases: ReleaseFilesSetup | undefined;
    files.all('/release-files/*', async (request, reply) => {
      const origin = ownUrl(app);
      if (!releases) {
        releases = releaseFilesDeps({
          SUPABASE_URL: origin,
          SUPABASE_SECRET_KEYS: opts.keys.secretKeys,
          SUPABASE_SERVICE_ROLE_KEY: opts.keys.serviceRoleKey,
        });
        for (const problem of releases.problems) app.log.error(`release-files: ${problem}`);
      }
      return sendWebResponse(reply, await handleReleaseFile(toWebRequest(request, origin), releases.deps));
    });
  });

  registerNewsletterSend(
    app,
    {
      ownUrl: () => ownUrl(app),
      publicUrl: () => opts.publicUrl ?? ownUrl(app),
      keys: opts.keys,
      toWebRequest,
      sendWebResponse,
    },
    opts.newsletterSend,
  );
}
