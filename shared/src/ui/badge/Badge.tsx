import type { ReactNode } from 'react';
import { tones } from './badge.css';

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={tones[tone]}>{children}</span>;
}
