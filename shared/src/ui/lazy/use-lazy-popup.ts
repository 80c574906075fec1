// The state behind a popup whose trigger renders light (a plain button, no react-aria overlay code) until first
// used. The press that asks for the popup downloads it, then the real widget takes the trigger's place, takes the
// focus over and opens, so keyboard and screen-reader users land in the popup as with an eager widget.
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { PressEvent } from '../button/Button';
import type { Once } from '../../load/once';

/** Where focus goes in a popup opened by the light trigger: react-aria's own rules for each way of opening. */
export type InitialFocus = 'first' | 'last' | true;

/** Props for the light trigger (a shared `Button`), mirroring what the widget's own trigger announces. */
export type LightTriggerProps = {
  'aria-haspopup': 'menu' | 'listbox' | 'dialog';
  'aria-expanded': false;
  onPress: (event: PressEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onKeyUp: (event: KeyboardEvent) => void;
  onHoverStart: () => void;
  onFocus: () => void;
};

export type LazyPopup<M> = {
  /** The widget's module once the trigger has been used (undefined: render the light trigger). */
  module: M | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes on the opening the light trigger asked for; undefined afterwards (the widget decides). */
  initialFocus: InitialFocus | undefined;
  /** Wraps the trigger and the widget: the element the focus hand-over looks in. */
  containerRef: RefObject<HTMLSpanElement | null>;
  triggerProps: LightTriggerProps;
};

const prefetch = (widget: Once<unknown>) => () => void widget().catch(() => undefined);

export function useLazyPopup<M>(widget: Once<M>, popup: LightTriggerProps['aria-haspopup']): LazyPopup<M> {
  // Fresh pages (and the server) always start light, so server and client render the same trigger.
  const [module, setModule] = useState<M | undefined>(undefined);
  const [isOpen, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<InitialFocus | undefined>(undefined);
  const containerRef = useRef<HTMLSpanElement | null>(null);
  const handOver = useRef(false);
  // Enter and Space open the popup when released, as react-aria's triggers do: the native button's own click
  // (no pointer, so react-aria would take the press for a screen reader's and move focus late) never happens.
  const keyHeld = useRef<string | null>(null);

  const ask = (focus: InitialFocus) => {
    if (handOver.current) return;
    handOver.current = true;
    setInitialFocus(focus);
    widget().then(
      (loaded) => setModule(() => loaded),
      (error: unknown) => {
        // The trigger stays; pressing it again tries the download again.
        handOver.current = false;
        console.error('[tales] a popup could not be loaded', error);
      },
    );
  };

  // The real widget has replaced the light trigger: move focus to its trigger first (so the popup gives it back
  // there on close), then open.
  useLayoutEffect(() => {
    if (!module || !handOver.current) return;
    handOver.current = false;
    containerRef.current?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    setOpen(true);
  }, [module]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setInitialFocus(undefined);
  };

  const triggerProps: LightTriggerProps = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    // As react-aria's triggers: keyboard and screen-reader presses focus the first item, a pointer the popup.
    onPress: (event) => ask(event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : true),
    onKeyDown: (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        keyHeld.current = event.key;
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        ask(event.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
    onKeyUp: (event) => {
      if (event.key !== keyHeld.current) return;
      event.preventDefault();
      keyHeld.current = null;
      ask('first');
    },
    onHoverStart: prefetch(widget),
    onFocus: prefetch(widget),
  };

  return { module, isOpen, onOpenChange, initialFocus, containerRef, triggerProps };
}
