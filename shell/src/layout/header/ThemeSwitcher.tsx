import { useTranslation } from 'react-i18next';
import { themePreferences, useThemeStore, type ThemePreference } from '@tales/shared/stores';
import { HeaderSelect } from './HeaderSelect';
import { ThemeIcon } from './theme-icons';

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const preference = useThemeStore((s) => s.preference);
  const setPreference = useThemeStore((s) => s.setPreference);
  const options = themePreferences.map((theme) => ({
    id: theme,
    label: t(`theme.${theme}`),
    icon: <ThemeIcon theme={theme} />,
  }));
  return (
    <HeaderSelect
      label={t('theme.label')}
      selected={preference}
      options={options}
      onChange={(id) => setPreference(id as ThemePreference)}
    />
  );
}
