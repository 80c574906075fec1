import { Icon } from '@tales/shared/ui';

export function Chevron() {
  return (
    <Icon size={12} strokeWidth={3}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}
