import i18next from 'i18next';
import { readTexts } from '@tales/build/locales';
import { routes } from '@tales/shared/routing';
import { pageKindKey, pageKindName } from './page-kind';

const pageKinds = (lng: string) =>
  (readTexts('mf-admin', lng) as { reader_stats: { page_kinds: Record<string, string> } }).reader_stats.page_kinds;

it('names every page kind the route table records (the other languages have the same keys)', () => {
  const recorded = [...new Set(Object.values(routes).map((route) => route.analytics))];
  expect(Object.keys(pageKinds('en')).sort()).toEqual(recorded.map(pageKindKey).sort());
});

it("shows a recorded name in the admin's language, an unknown one as recorded, and none as unnamed", async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ru', resources: { ru: { translation: readTexts('mf-admin', 'ru') } } });
  expect(pageKindName(i18n.t, 'Story View')).toBe('Рассказ');
  expect(pageKindName(i18n.t, 'Old Page')).toBe('Old Page');
  expect(pageKindName(i18n.t, '')).toBe('Страница без названия');
});
