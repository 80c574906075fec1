/** @jest-environment node */
import { renderDailyMail, type DailyMailInput } from './daily-mail.tsx';

const input: DailyMailInput = {
  language: 'fr',
  siteUrl: 'https://tales.example/',
  links: { unsubscribeUrl: 'https://api.example/u?token=t', manageUrl: 'https://tales.example/fr/lettre?token=t' },
  story: {
    id: 'story-1',
    title: 'Le phare\r\nBcc: victim@example.org',
    author: '',
    content: 'Il était une fois.\n\n<script>alert(1)</script>',
    readTime: 0,
    imageUrl: null,
    contentLanguage: 'fr',
  },
};

describe('the daily mail', () => {
  it('puts the story link first in the text part and keeps the subject on one line', async () => {
    const mail = await renderDailyMail(input);
    expect(mail.subject).toBe("L'histoire du jour : Le phare Bcc: victim@example.org");
    expect(mail.text.split('\n')[0]).toBe('La lire sur Tales: https://tales.example/fr/histoire/story-1');
    expect(mail.text).toContain('Toutes les histoires dans le calendrier: https://tales.example/fr/calendrier');
    expect(mail.text).toContain('Se désabonner: https://api.example/u?token=t');
  });

  it('escapes the story in the HTML, names the anonymous author, and shows no cover when there is none', async () => {
    const { html } = await renderDailyMail(input);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('par Anonyme');
    expect(html).not.toContain('<img');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).toContain('href="https://tales.example/fr/lettre?token=t"');
  });

  it('says when the Spanish original stands in for the reader’s language', async () => {
    const { html, text } = await renderDailyMail({ ...input, story: { ...input.story, contentLanguage: 'es' } });
    expect(text).toContain("voici l'original espagnol");
    expect(html).toContain('lang="es"');
  });
});
