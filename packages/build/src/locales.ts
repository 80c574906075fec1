// Each app owns its texts: `<app>/locales/{lng}.json`, shipped in that app's dist/ and loaded into the one
// i18next namespace `common` when the app's code loads. The UI kit's texts (`shared/locales`) travel with the
// shell, which serves them with its own as /locales/{lng}/common.json (SPEC §1).
import fs from 'node:fs';
import path from 'node:path';
import { languages, type Language } from '@tales/shared/i18n';
import { mergeTexts, type Texts } from '@tales/shared/i18n';
import { apps, type AppName } from './ports';

const repo = path.resolve(__dirname, '../../..');

/** Every owner of texts: the UI kit and each app. */
export const textOwners = ['shared', ...apps] as const;
export type TextOwner = (typeof textOwners)[number];

export function localeFile(owner: TextOwner, lng: string): string {
  return path.join(repo, owner, 'locales', `${lng}.json`);
}

/** One owner's texts in one language. */
export function readTexts(owner: TextOwner, lng: string): Texts {
  return JSON.parse(fs.readFileSync(localeFile(owner, lng), 'utf8')) as Texts;
}

function merged(owners: readonly TextOwner[], lng: string): Texts {
  const all: Texts = {};
  for (const owner of owners) {
    mergeTexts(all, readTexts(owner, lng), (key) => {
      throw new Error(`locales/${lng}: "${key}" is defined twice (again in ${owner}/locales/${lng}.json)`);
    });
  }
  return all;
}

/** The shell's /locales/{lng}/common.json: the shell's texts and the UI kit's. */
export function shellCommon(lng: string): Texts {
  return merged(['shared', 'shell'], lng);
}

/** Everything the site shows in one language (every app with the kit); a key defined twice is an error. */
export function readLocale(lng: string): Texts {
  return merged(textOwners, lng);
}

/** The files an app's build emits: the shell its `common` namespace, a remote its own texts (and, in a dev
 * build, the kit's as `common` so the remote runs standalone). */
export function builtLocales(
  app: AppName,
  { dev }: { dev: boolean },
): { file: string; texts: Texts; sources: string[] }[] {
  return languages.flatMap((lng: Language) => {
    if (app === 'shell')
      return [
        {
          file: `locales/${lng}/common.json`,
          texts: shellCommon(lng),
          sources: [localeFile('shared', lng), localeFile('shell', lng)],
        },
      ];
    const own = { file: `locales/${lng}.json`, texts: readTexts(app, lng), sources: [localeFile(app, lng)] };
    return dev
      ? [
          own,
          { file: `locales/${lng}/common.json`, texts: readTexts('shared', lng), sources: [localeFile('shared', lng)] },
        ]
      : [own];
  });
}

/** Every leaf key path (`donate.crypto.copy`, `terms.sections.3.items.2`). */
export function keyPaths(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}
