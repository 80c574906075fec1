// The header's two pickers (language, theme) share one accessible react-aria Select.
import type { ReactNode } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components/Select';
import { menuItemClassName, popoverClassName, visuallyHidden } from '@tales/shared/ui';
import { listBox, select, trigger, value as valueClass } from './select.css';

export type HeaderSelectOption = { id: string; label: string; icon?: ReactNode; lang?: string };

type HeaderSelectProps = {
  label: string;
  selected: string;
  options: HeaderSelectOption[];
  onChange: (id: string) => void;
};

export function HeaderSelect({ label, selected, options, onChange }: HeaderSelectProps) {
  return (
    <Select className={select} value={selected} onChange={(key: Key | null) => key !== null && onChange(String(key))}>
      <Label className={visuallyHidden}>{label}</Label>
      <Button className={trigger}>
        <SelectValue className={valueClass} />
        <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </Button>
      <Popover className={popoverClassName} placement="bottom end">
        <ListBox className={listBox}>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} textValue={option.label} className={menuItemClassName}>
              <span className={valueClass} lang={option.lang}>
                {option.icon}
                {option.label}
              </span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
