import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setRuntimeConfig } from '@tales/shared/config';
import { makeStory, setupI18n } from '@tales/testing';
import type { Story } from '@tales/shared/supabase';
import { DocumentHead, keepServerHead } from './DocumentHead';

// The reader's story-page loader, as its remote exposes it: it names the page's story under `story:<id>`.
jest.mock('../federation/remote-modules', () => ({
  loadDataLoader: jest.fn(async () => (request: { params: Record<string, string> }) => ({
    needs: [],
    story: {
      key: `story:${request.params.storyId}`,
      fetch: () => Promise.reject(new Error('the head asks for nothing')),
    },
  })),
}));

const ID = '3f1c2b7e-0000-4000-8000-000000000001';
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

async function renderAt(route: string, stories: Record<string, Story | null> = {}) {
  await setupI18n('en');
  const fallback = Object.fromEntries(Object.entries(stories).map(([id, story]) => [`story:${id}`, story]));
  render(
    <SWRConfig value={{ provider: () => new Map(), fallback, revalidateOnMount: false }}>
      <MemoryRouter initialEntries={[route]}>
        <DocumentHead />
        <p>page</p>
        <Link to="/en/calendar">calendar</Link>
      </MemoryRouter>
    </SWRConfig>,
  );
  await screen.findByText('page');
}

/** The head's code arrives in a chunk of its own: the head is written once it has. */
const headWritten = () => waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull());

beforeEach(() => {
  document.head.innerHTML = '';
  setRuntimeConfig({
    supabaseUrl: 'http://127.0.0.1:1',
    supabaseAnonKey: 'anon',
    remotes: {},
    siteUrl: 'https://tales.example',
  });
});

describe('DocumentHead', () => {
  it('writes a story page’s head from the story its loader names in the data cache: title, description, share tags, alternates', async () => {
    const story = makeStory({
      translations: {
        es: { title: 'x', content: 'y', summary: '' },
        en: { title: 'Long one', content: 'x'.repeat(400), summary: '' },
      },
      imageUrl: 'https://cdn.example/c.jpg',
    });
    await renderAt(`/en/story/${ID}`, { [ID]: story });
    // Written once the page's loader has named its story.
    await waitFor(() => expect(document.title).toBe('Long one · Tales'));
    expect(content('meta[name="description"]')).toBe(`${'x'.repeat(147)}…`);
    expect(content('meta[name="robots"]')).toBe('index,follow,max-image-preview:large');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image"]')).toBe('https://cdn.example/c.jpg');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://tales.example/en/story/${ID}`,
    );
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(9);
    expect(document.documentElement.lang).toBe('en');
  });

  it('marks a story that does not exist noindex', async () => {
    await renderAt(`/en/story/${ID}`, { [ID]: null });
    await waitFor(() => expect(document.title).toBe('Page not found · Tales'));
    expect(content('meta[name="robots"]')).toBe('noindex,follow');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('uses the page’s own origin when the config names none', async () => {
    setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', remotes: {} });
    await renderAt('/de/kalender');
    await headWritten();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/de/kalender`,
    );
    expect(document.documentElement.lang).toBe('de');
  });

  it('leaves the head the server wrote on the page being hydrated, and writes the next page’s', async () => {
    document.head.innerHTML = '<title>From the server</title>';
    keepServerHead('/en/about');
    await renderAt('/en/about');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('From the server');
    act(() => screen.getByRole('link', { name: 'calendar' }).click());
    await headWritten();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://tales.example/en/calendar',
    );
  });
});
