import type { ReactNode } from 'react';
import { badge } from './badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={badge} data-tone={tone}>
      {children}
    </span>
  );
}
