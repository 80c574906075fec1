// The drawn box of a react-aria Checkbox (the input itself stays hidden and accessible), with its tick when checked.
import { Icon } from '@tales/shared/ui';
import { box } from './check-box.css';

export { checkbox as checkboxClassName } from './check-box.css';

export function CheckBox({ checked }: { checked: boolean }) {
  return (
    <span className={box} aria-hidden="true">
      {checked ? (
        <Icon size={12} strokeWidth={4}>
          <polyline points="5 13 10 18 19 7" />
        </Icon>
      ) : null}
    </span>
  );
}
