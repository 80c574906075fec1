// Decorative icons for the benefits list; the text beside each one says what it means.
import { Icon } from '@tales/shared/ui';

export function NoAdsIcon() {
  return (
    <Icon size={20}>
      <circle cx="12" cy="12" r="9" />
      <path d="m5.6 5.6 12.8 12.8" />
    </Icon>
  );
}

export function BookIcon() {
  return (
    <Icon size={20}>
      <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2.5z" />
      <path d="M8 7h8" />
    </Icon>
  );
}

export function GlobeIcon() {
  return (
    <Icon size={20}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Icon>
  );
}
