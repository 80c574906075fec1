// An inline state message in place of the story (error, none yet, no translation).
import type { ReactNode } from 'react';
import { Card } from '@tales/shared/ui';
import * as styles from './home.css';

export function Message({ message, tone = 'info', children }: { message: string; tone?: 'info' | 'error'; children?: ReactNode }) {
  return (
    <Card className={styles.message} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.messageText}>{message}</p>
      {children}
    </Card>
  );
}
