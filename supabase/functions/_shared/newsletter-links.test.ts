import { routes } from '@tales/shared/routing';
import { languages } from '@tales/shared/i18n';
import {
  hashToken,
  isTokenShaped,
  manageHeaders,
  managePageUrl,
  NEWSLETTER_LANGUAGES,
  NEWSLETTER_SLUGS,
  newToken,
  unsubscribeUrl,
} from './newsletter-links';

describe('newsletter links', () => {
  it('use the site route table’s slugs for the newsletter page, in every language', () => {
    expect([...NEWSLETTER_LANGUAGES].sort()).toEqual([...languages].sort());
    for (const lng of languages) expect(NEWSLETTER_SLUGS[lng]).toBe(routes.newsletter.slugs[lng]);
  });

  it('build the manage page and the one-click unsubscribe link', () => {
    expect(managePageUrl('https://tales.example.org/', 'es', 'abc')).toBe(
      'https://tales.example.org/es/boletin?token=abc',
    );
    expect(unsubscribeUrl('https://ref.supabase.co', 'a-b_c')).toBe(
      'https://ref.supabase.co/functions/v1/newsletter/unsubscribe?token=a-b_c',
    );
    expect(manageHeaders('https://ref.supabase.co', 'tok', 'leave@tales.example.org')).toEqual({
      'List-Unsubscribe':
        '<https://ref.supabase.co/functions/v1/newsletter/unsubscribe?token=tok>, <mailto:leave@tales.example.org?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('make 256-bit tokens whose SHA-256 is what the database keeps', async () => {
    const { token, hash } = await newToken();
    expect(isTokenShaped(token)).toBe(true);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashToken(token)).toBe(hash);
    expect((await newToken()).token).not.toBe(token);
    expect(await hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
