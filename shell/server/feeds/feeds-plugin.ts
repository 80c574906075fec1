// The shell server's documents for crawlers, feed readers and installs: /sitemap.xml, /robots.txt,
// /{lang}/rss.xml and /{lang}/manifest.webmanifest (/manifest.webmanifest: the default language's).
// Stories come from the API with the anon key (what any visitor may read), through the shared data layer;
// each document is built at most once a minute and a CDN may keep it as long.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@tales/shared/config';
import { fallbackLanguage, isLanguage, type Language } from '@tales/shared/i18n';
import { MANIFEST_PATH, MANIFEST_ROUTE, ROBOTS_PATH, RSS_ROUTE, SITEMAP_PATH } from '@tales/shared/routing';
import { getLatestStories, getPublishedStoryIndex } from './stories';
import { serverSupabase } from '../server-supabase';
import { documentCache } from './document-cache';
import { webManifest, type ManifestTexts } from './manifest';
import { robotsTxt } from './robots';
import { RSS_ITEMS, rssXml, type ChannelTexts } from './rss';
import { sitemapXml } from './sitemap';

export type FeedsOptions = {
  /** The server's current settings (read on each request, so a changed config applies without a restart). */
  runtimeConfig: () => RuntimeConfig;
  /** The shell's build folder: the texts it ships name each feed's channel. */
  root: string;
  /** How long a built document is served before it is built again. */
  ttlMs?: number;
};

/** Fresh for a minute at the browser and the CDN, then served stale for up to five while it refreshes. */
export const FEEDS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const DEFAULT_TTL_MS = 60_000;

type Texts = Record<string, unknown>;

function textAt(texts: Texts, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Texts)[part] : undefined), texts);
  if (typeof value !== 'string') throw new Error(`the shell's texts have no "${key}"`);
  return value;
}

const readTexts = async (root: string, lng: Language) =>
  JSON.parse(await fs.readFile(path.join(root, 'locales', lng, 'common.json'), 'utf8')) as Texts;

async function channelTexts(root: string, lng: Language): Promise<ChannelTexts> {
  const texts = await readTexts(root, lng);
  return {
    title: `${textAt(texts, 'app.title')} · ${textAt(texts, 'app.tagline')}`,
    description: textAt(texts, 'meta.descriptions.home'),
  };
}

async function manifestTexts(root: string, lng: Language): Promise<ManifestTexts> {
  const texts = await readTexts(root, lng);
  const name = textAt(texts, 'app.title');
  return {
    name: `${name} · ${textAt(texts, 'app.tagline')}`,
    shortName: name,
    description: textAt(texts, 'meta.descriptions.home'),
  };
}

export const feeds: FastifyPluginAsync<FeedsOptions> = async (app, { runtimeConfig, root, ttlMs = DEFAULT_TTL_MS }) => {
  const cache = documentCache(ttlMs);
  /** The configured origin; a config without one means the site is where the request came. */
  function siteUrlOf(config: RuntimeConfig, req: FastifyRequest): string {
    return config.siteUrl ?? `${req.protocol}://${req.host}`;
  }

  async function send(reply: FastifyReply, type: string, document: Promise<string>) {
    try {
      const body = await document;
      return reply.type(type).header('Cache-Control', FEEDS_CACHE_CONTROL).send(body);
    } catch (error) {
      reply.log.error(error);
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Retry-After', '60')
        .send('Stories are unavailable right now; try again in a minute.\n');
    }
  }

  app.get(ROBOTS_PATH, async (request, reply) => {
    const siteUrl = siteUrlOf(runtimeConfig(), request);
    return send(reply, 'text/plain; charset=utf-8', Promise.resolve(robotsTxt(siteUrl)));
  });

  app.get(SITEMAP_PATH, async (request, reply) => {
    const config = runtimeConfig();
    const siteUrl = siteUrlOf(config, request);
    const document = cache(`sitemap ${siteUrl} ${config.supabaseUrl}`, async () =>
      sitemapXml(siteUrl, await getPublishedStoryIndex(serverSupabase(config))),
    );
    return send(reply, 'application/xml; charset=utf-8', document);
  });

  const sendManifest = (reply: FastifyReply, lng: Language) =>
    send(
      reply,
      'application/manifest+json; charset=utf-8',
      cache(`manifest ${lng}`, async () => webManifest(lng, await manifestTexts(root, lng))),
    );
  app.get(MANIFEST_PATH, async (_request, reply) => sendManifest(reply, fallbackLanguage));
  app.get<{ Params: { lng: string } }>(MANIFEST_ROUTE, async (request, reply) => {
    const { lng } = request.params;
    if (!isLanguage(lng)) return reply.callNotFound();
    return sendManifest(reply, lng);
  });

  app.get<{ Params: { lng: string } }>(RSS_ROUTE, async (request, reply) => {
    const { lng } = request.params;
    if (!isLanguage(lng)) return reply.callNotFound();
    const config = runtimeConfig();
    const siteUrl = siteUrlOf(config, request);
    const document = cache(`rss ${lng} ${siteUrl} ${config.supabaseUrl}`, async () => {
      const [channel, stories] = await Promise.all([
        channelTexts(root, lng),
        getLatestStories(RSS_ITEMS, serverSupabase(config)),
      ]);
      return rssXml(siteUrl, lng, channel, stories);
    });
    return send(reply, 'application/rss+xml; charset=utf-8', document);
  });
};
