// One tab per language (Spanish first and selected), each with title, content (15 rows) and summary (2 rows).
// A tab whose language lacks its title or content carries a mark, so the admin sees where to go.
import { useTranslation } from 'react-i18next';
import { bcp47, languageNames, type Language } from '@tales/shared/i18n';
import type { Translation } from '@tales/shared/supabase';
import { visuallyHidden } from '@tales/shared/ui';
import { Tab, TabList, TabPanel, Tabs } from '@tales/shared/ui/tabs';
import { TextAreaInput, TextInput } from './fields';
import { defaultFormLanguage, formLanguages } from './form-languages';
import { isLanguageComplete } from './form-values';
import { incompleteMark, panelFields, tabLabel } from './story-form.css';

type Props = {
  translations: Record<Language, Translation>;
  onChange: (lng: Language, next: Translation) => void;
  isReadOnly?: boolean;
};

export function LanguageTabs({ translations, onChange, isReadOnly }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs defaultSelectedKey={defaultFormLanguage}>
      <TabList aria-label={t('story_form.translations')}>
        {formLanguages.map((lng) => {
          const complete = isLanguageComplete(translations[lng]);
          return (
            <Tab key={lng} id={lng}>
              <span className={tabLabel} data-incomplete={complete ? undefined : ''}>
                {languageNames[lng]}
                {complete ? null : (
                  <>
                    <span className={incompleteMark} aria-hidden="true" />
                    <span className={visuallyHidden}>{t('story_form.incomplete')}</span>
                  </>
                )}
              </span>
            </Tab>
          );
        })}
      </TabList>
      {formLanguages.map((lng) => {
        const value = translations[lng];
        const set = (part: keyof Translation) => (text: string) => onChange(lng, { ...value, [part]: text });
        return (
          <TabPanel key={lng} id={lng}>
            <div className={panelFields}>
              <TextInput
                label={t('story_form.title')}
                value={value.title}
                onChange={set('title')}
                isRequired
                isReadOnly={isReadOnly}
                lang={bcp47[lng]}
              />
              <TextAreaInput
                label={t('story_form.content')}
                value={value.content}
                onChange={set('content')}
                rows={15}
                isRequired
                isReadOnly={isReadOnly}
                lang={bcp47[lng]}
              />
              <TextAreaInput
                label={t('story_form.summary')}
                value={value.summary}
                onChange={set('summary')}
                rows={2}
                isReadOnly={isReadOnly}
                lang={bcp47[lng]}
              />
            </div>
          </TabPanel>
        );
      })}
    </Tabs>
  );
}
