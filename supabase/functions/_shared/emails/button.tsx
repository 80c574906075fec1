/** @jsxRuntime automatic @jsxImportSource react */
// A mail's call to action: a link drawn as a button (what every client shows), dark by class where clients allow.
import type { ReactNode } from 'react';
import { Link } from '@react-email/components';
import { colors, fonts } from './theme.ts';

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      className="tales-button"
      href={href}
      style={{
        display: 'inline-block',
        backgroundColor: colors.link,
        color: colors.card,
        fontFamily: fonts.ui,
        fontSize: '15px',
        padding: '10px 18px',
        borderRadius: '6px',
        textDecoration: 'none',
      }}
    >
      {children}
    </Link>
  );
}
