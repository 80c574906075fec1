// The story's text size: three sizes as a group of radio buttons (native, so no widget code is fetched for it),
// remembered on the device. The page's head script applies the saved size before first paint; the server
// renders the default, and the control shows the device's choice once the page runs.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TEXT_SIZE,
  isTextSize,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZE_STORAGE_KEY,
  textSizes,
  type TextSize,
} from '@tales/shared/theme/text-size';
import { visuallyHidden } from '@tales/shared/ui';
import { glyph, sizeGroup, sizeOption, sizeOptionLabel } from './text-size.css';

const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const currentSize = (): TextSize => {
  const applied = document.documentElement.getAttribute(TEXT_SIZE_ATTRIBUTE);
  return isTextSize(applied) ? applied : DEFAULT_TEXT_SIZE;
};

function chooseSize(size: TextSize) {
  document.documentElement.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
  try {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    // Storage off (private mode): the size holds for this page only.
  }
  for (const listener of listeners) listener();
}

export function TextSizeControl() {
  const { t } = useTranslation();
  const size = useSyncExternalStore(subscribe, currentSize, () => DEFAULT_TEXT_SIZE);
  return (
    <fieldset className={sizeGroup}>
      <legend className={visuallyHidden}>{t('story.text_size.label')}</legend>
      {textSizes.map((option) => (
        <label key={option} className={sizeOption}>
          <input
            type="radio"
            name="story-text-size"
            value={option}
            checked={size === option}
            onChange={() => chooseSize(option)}
            className={visuallyHidden}
          />
          <span className={`${sizeOptionLabel} ${glyph[option]}`} aria-hidden="true">
            A
          </span>
          <span className={visuallyHidden}>{t(`story.text_size.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
