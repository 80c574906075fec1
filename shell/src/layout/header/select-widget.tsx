// The react-aria half of HeaderSelect, in its own chunk: fetched the first time a picker is opened.
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components/Select';
import { menuItemClassName, popoverClassName, visuallyHidden } from '@tales/shared/ui';
import type { HeaderSelectProps } from './HeaderSelect';
import { Chevron } from './Chevron';
import { listBox, select, trigger, value as valueClass } from './select.css';

type SelectWidgetProps = HeaderSelectProps & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

export function SelectWidget({ label, selected, options, onChange, isOpen, onOpenChange }: SelectWidgetProps) {
  return (
    <Select
      className={select}
      value={selected}
      onChange={(key: Key | null) => key !== null && onChange(String(key))}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Label className={visuallyHidden}>{label}</Label>
      <Button className={trigger}>
        <SelectValue className={valueClass} />
        <Chevron />
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
