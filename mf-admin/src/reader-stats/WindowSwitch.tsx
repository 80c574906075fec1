// The days the figures cover: 30 or 90, kept in the address (`?days=90`) so a reload or a shared link shows the
// same window. A group of toggle buttons, one pressed.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { buttonLook } from '@tales/shared/ui';
import { WINDOWS, type StatsWindow } from './ReaderStatsPage.data';
import { toolbar, windowButton, windowGroup, windowLabel } from './reader-stats.css';

export function WindowSwitch({ days, onChange }: { days: StatsWindow; onChange: (days: StatsWindow) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={toolbar}>
      <span id={labelId} className={windowLabel}>
        {t('reader_stats.window_label')}
      </span>
      <ToggleButtonGroup
        className={windowGroup}
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[String(days)]}
        onSelectionChange={(keys) => {
          const next = WINDOWS.find((window) => keys.has(String(window)));
          if (next) onChange(next);
        }}
      >
        {WINDOWS.map((window) => (
          <ToggleButton
            key={window}
            id={String(window)}
            {...buttonLook({ variant: 'secondary', size: 'sm' }, windowButton)}
          >
            {t('reader_stats.window_days', { days: window })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
