// The header's two pickers (language, theme) share one accessible react-aria Select. Until first opened a picker
// is a plain button showing the same label and value; the Select's code is fetched when it is pressed.
import { useId, type ReactNode } from 'react';
import { loadOnce } from '@tales/shared/load';
import { PlainButton, lazyTriggerClassName, useLazyPopup, visuallyHidden } from '@tales/shared/ui';
import { Chevron } from './Chevron';
import { select, trigger, value as valueClass } from './select.css';

export type HeaderSelectOption = { id: string; label: string; icon?: ReactNode; lang?: string };

export type HeaderSelectProps = {
  label: string;
  selected: string;
  options: HeaderSelectOption[];
  onChange: (id: string) => void;
};

const selectWidget = loadOnce(() => import('./select-widget'));

export function HeaderSelect(props: HeaderSelectProps) {
  const { module, isOpen, onOpenChange, containerRef, triggerProps } = useLazyPopup(selectWidget, 'listbox');
  const labelId = useId();
  const valueId = useId();
  const Widget = module?.SelectWidget;
  const current = props.options.find((option) => option.id === props.selected);
  return (
    <span ref={containerRef} className={lazyTriggerClassName}>
      {Widget ? (
        <Widget {...props} isOpen={isOpen} onOpenChange={onOpenChange} />
      ) : (
        // The Select's markup, named the same way (value, then label), so nothing moves when it arrives.
        <div className={select}>
          <span id={labelId} className={visuallyHidden}>
            {props.label}
          </span>
          <PlainButton className={trigger} aria-labelledby={`${valueId} ${labelId}`} {...triggerProps}>
            <span id={valueId} className={valueClass}>
              {current ? (
                <span className={valueClass} lang={current.lang}>
                  {current.icon}
                  {current.label}
                </span>
              ) : null}
            </span>
            <Chevron />
          </PlainButton>
        </div>
      )}
    </span>
  );
}
