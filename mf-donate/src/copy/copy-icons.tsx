// The copy button's icons (decorative: the button's text carries the meaning).
import { Icon } from '@tales/shared/ui';

export function CopyIcon() {
  return (
    <Icon size={16}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </Icon>
  );
}

export function CheckIcon() {
  return (
    <Icon size={16}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}
