// An inline state message in place of the story (error, none yet, no translation).
import type { ReactNode } from 'react';
import { Card } from '@tales/shared/ui';
import { message as messageClass, messageText as messageTextClass } from './home.css';

export function Message({
  message,
  tone = 'info',
  children,
}: {
  message: string;
  tone?: 'info' | 'error';
  children?: ReactNode;
}) {
  return (
    <Card className={messageClass} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={messageTextClass}>{message}</p>
      {children}
    </Card>
  );
}
