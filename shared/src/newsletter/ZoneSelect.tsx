// The delivery hour's time zone: the reader's own (the browser's, or on the server the zone the page's cookie names)
// and UTC, and every zone the browser knows once the reader opens the list (the full list would weigh on every page).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReaderTimeZone } from '../i18n';
import { field, label as labelClass, control } from './newsletter.css';

function allZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}

export function ZoneSelect({ id, initial }: { id: string; initial?: string }) {
  const { t } = useTranslation();
  const readerZone = useReaderTimeZone();
  const [chosen, setChosen] = useState<string | undefined>(initial);
  const [expanded, setExpanded] = useState(false);
  const value = chosen ?? readerZone;
  const zones = [...new Set([value, readerZone, 'UTC', ...(expanded ? allZones() : [])])];
  const expand = () => setExpanded(true);
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={id}>
        {t('newsletter.zone')}
      </label>
      <select
        id={id}
        name="zone"
        className={control}
        value={value}
        onChange={(event) => setChosen(event.target.value)}
        onFocus={expand}
        onPointerDown={expand}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
    </div>
  );
}
