import type { ThemePreference } from '@tales/shared/stores';
import { Icon } from '@tales/shared/ui';

const paths: Record<ThemePreference, string> = {
  light:
    'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  system: 'M3 4h18v12H3zM8 20h8M12 16v4',
};

export function ThemeIcon({ theme }: { theme: ThemePreference }) {
  return (
    <Icon>
      <path d={paths[theme]} />
    </Icon>
  );
}
