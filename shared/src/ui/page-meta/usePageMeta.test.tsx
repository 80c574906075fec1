import { render } from '@testing-library/react';
import { usePageMeta, type PageMeta } from './usePageMeta';

function Meta(props: PageMeta) {
  usePageMeta(props);
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('usePageMeta', () => {
  it('writes title, description, robots, theme colour, Twitter and Open Graph tags', () => {
    render(<Meta title="Calendar · Tales" description="Every story by day." />);
    expect(document.title).toBe('Calendar · Tales');
    expect(content('meta[name="description"]')).toBe('Every story by day.');
    expect(content('meta[name="robots"]')).toBe('index,follow,max-image-preview:large');
    expect(content('meta[name="theme-color"]')).toBe('#000000');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[property="og:title"]')).toBe('Calendar · Tales');
    expect(content('meta[property="og:description"]')).toBe('Every story by day.');
  });

  it('cuts a long description to 147 characters plus an ellipsis', () => {
    render(<Meta title="Story" description={'a'.repeat(200)} />);
    expect(content('meta[name="description"]')).toBe(`${'a'.repeat(147)}…`);
  });

  it('marks not-found and admin pages', () => {
    const { rerender } = render(<Meta title="Not found" noindex />);
    expect(content('meta[name="robots"]')).toBe('noindex,follow');
    rerender(<Meta title="Admin" noindex nofollow />);
    expect(content('meta[name="robots"]')).toBe('noindex,nofollow');
  });

  it('lets the page mounted last win, and restores the one below when it goes', () => {
    const { rerender } = render(
      <>
        <Meta title="Story · Tales" description="A short story." />
        <Meta title="The Fox · Tales" />
      </>,
    );
    expect(document.title).toBe('The Fox · Tales');
    expect(content('meta[name="description"]')).toBe('A short story.');
    rerender(<Meta title="Story · Tales" description="A short story." />);
    expect(document.title).toBe('Story · Tales');
  });
});
