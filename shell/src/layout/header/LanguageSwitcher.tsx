// Each language named in its own language; choosing one switches the page (LanguageSync rewrites the URL).
import { useTranslation } from 'react-i18next';
import { bcp47, fallbackLanguage, languageNames, languages, toLanguage } from '@tales/shared/i18n';
import { HeaderSelect } from './HeaderSelect';

const options = languages.map((lng) => ({ id: lng, label: languageNames[lng], lang: bcp47[lng] }));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language) ?? fallbackLanguage;
  return (
    <HeaderSelect
      label={t('language.label')}
      selected={current}
      options={options}
      onChange={(lng) => void i18n.changeLanguage(lng)}
    />
  );
}
