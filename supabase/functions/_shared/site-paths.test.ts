/** @jest-environment node */
import { languages } from '@tales/shared/i18n/languages';
import { pathFor } from '@tales/shared/routing/paths';
import { calendarPath, mailLanguages, siteLink, storyPath } from './site-paths.ts';

describe("the mails' site paths", () => {
  it('cover exactly the site’s languages', () => {
    expect([...mailLanguages].sort()).toEqual([...languages].sort());
  });

  it.each([...mailLanguages])('are the route table’s paths in %s', (language) => {
    expect(storyPath(language, 'a1b2-c3')).toBe(pathFor('storyWithId', language, { storyId: 'a1b2-c3' }));
    expect(storyPath(language, 'x/y z')).toBe(pathFor('storyWithId', language, { storyId: 'x/y z' }));
    expect(calendarPath(language)).toBe(pathFor('calendar', language));
  });

  it('joins a path to the site URL with or without a trailing slash or a prefix', () => {
    expect(siteLink('https://tales.example', '/es/cuento/1')).toBe('https://tales.example/es/cuento/1');
    expect(siteLink('https://tales.example/', '/es/cuento/1')).toBe('https://tales.example/es/cuento/1');
    expect(siteLink('https://example.org/tales', '/es/calendario')).toBe('https://example.org/tales/es/calendario');
  });
});
