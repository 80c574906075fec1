// Language, hour and zone: the fields the subscribe form and the manage page share.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNames, languages, type Language } from '../i18n';
import { control, field, label } from './newsletter.css';
import { ZoneSelect } from './ZoneSelect';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export const DEFAULT_DELIVERY_HOUR = 7;

export function SettingsFields({
  language,
  hour = DEFAULT_DELIVERY_HOUR,
  zone,
}: {
  language: Language;
  hour?: number;
  zone?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className={field}>
        <label className={label} htmlFor={`${id}-language`}>
          {t('newsletter.language')}
        </label>
        <select id={`${id}-language`} name="language" className={control} defaultValue={language}>
          {languages.map((lng) => (
            <option key={lng} value={lng}>
              {languageNames[lng]}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label className={label} htmlFor={`${id}-hour`}>
          {t('newsletter.hour')}
        </label>
        <select id={`${id}-hour`} name="hour" className={control} defaultValue={String(hour)}>
          {hours.map((value) => (
            <option key={value} value={String(value)}>
              {hourLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <ZoneSelect id={`${id}-zone`} initial={zone} />
    </>
  );
}
