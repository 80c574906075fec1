/** @jest-environment node */
// The server's one render pass against the real local API (seeded PGlite, or PostgreSQL with TEST_DATABASE_URL):
// the page renders with its data, hands over exactly what it rendered, and renders without it when the database
// does not answer.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { format } from 'date-fns';
import { startTestApi, setClientFactory, ANON_KEY, type TestApi } from '@tales/supabase-local/testing';
import { cacheKeys, createPersistedCache, DataProvider, useStory, useStoryOfTheDay } from '@tales/shared/data';
import { createSupabaseClient, setSupabase } from '@tales/shared/supabase';
import { siteClientFactory } from '@tales/testing';
import { createDataCache, type DataCache } from './data-cache';
import { renderData } from './render-data';

setClientFactory(siteClientFactory);

const todaysSeed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../supabase/seed/stories/00.json'), 'utf8'));
const today = () => cacheKeys.storyOfTheDay(format(new Date(), 'yyyy-MM-dd'));
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(() => {
  setSupabase(undefined);
  return api?.close();
});
beforeEach(() => setSupabase(api.client()));

/** `onRender` counts the component's renders: a part that suspends renders again. */
function TodaysStory({ onRender }: { onRender?: () => void }) {
  onRender?.();
  const { data } = useStoryOfTheDay();
  return data ? <h1>{data.translations.en?.title}</h1> : <p>No story yet</p>;
}
function StoryTitle({ id }: { id: string }) {
  const { data } = useStory(id);
  return <h2>{data === null ? 'Not found' : (data?.translations.en?.title ?? 'Loading')}</h2>;
}

/** Renders once on the server, as the renderer does: the markup once every part is ready. */
function serverRender(children: ReactNode, data: DataCache) {
  const cache = createPersistedCache({ storage: undefined });
  const { use, answers } = renderData(cache, data, 1000);
  return new Promise<{ html: string; answers: typeof answers; cache: typeof cache }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        chunks.push(chunk);
        done();
      },
      final: (done) => {
        resolve({ html: Buffer.concat(chunks).toString(), answers, cache });
        done();
      },
    });
    const stream = renderToPipeableStream(
      <DataProvider cache={cache} use={[use]}>
        <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
      </DataProvider>,
      { onAllReady: () => stream.pipe(sink), onShellError: reject },
    );
  });
}

async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('a server render with its data', () => {
  it("renders today's story in one pass and hands over what it rendered, in the cache's shape", async () => {
    const onRender = jest.fn();
    const { html, answers, cache } = await serverRender(<TodaysStory onRender={onRender} />, createDataCache());
    // Once to ask, once with the answer: the part that asked renders again, the page does not.
    expect(onRender).toHaveBeenCalledTimes(2);
    expect(html).toContain(todaysSeed.translations.en.title);
    expect(html).not.toContain('No story yet');
    expect([...answers.keys()]).toEqual([today()]);
    expect(cache.get(today())?.data).toEqual(answers.get(today())?.data);
  });

  it('does not pause at all when the data cache already has a fresh answer', async () => {
    const data = createDataCache();
    await serverRender(<TodaysStory />, data);
    const onRender = jest.fn();
    const { html } = await serverRender(<TodaysStory onRender={onRender} />, data);
    expect(html).toContain(todaysSeed.translations.en.title);
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('answers an unknown story with null, so the page can say it is not found', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const { html, answers } = await serverRender(<StoryTitle id={missing} />, createDataCache());
    expect(html).toContain('Not found');
    expect(answers.get(cacheKeys.story(missing))?.data).toBeNull();
  });

  it('renders without the data, and hands over nothing, when the database does not answer', async () => {
    setSupabase(createSupabaseClient(await closedPortUrl(), ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }));
    const { html, answers } = await serverRender(<TodaysStory />, createDataCache());
    expect(html).toContain('No story yet');
    expect(answers.size).toBe(0);
  });
});
