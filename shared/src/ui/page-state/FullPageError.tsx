import type { ReactNode } from 'react';
import { detail as detailClass, fullPage, icon, message as messageClass } from './page-state.css';

type FullPageErrorProps = {
  message: ReactNode;
  detail?: ReactNode;
  /** A retry button or a link home. */
  action?: ReactNode;
};

/** A page-sized error: icon, message, optional detail and action. */
export function FullPageError({ message, detail, action }: FullPageErrorProps) {
  return (
    <div className={fullPage} role="alert">
      <svg
        className={icon}
        width="48"
        height="48"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 17h.01" strokeLinecap="round" />
      </svg>
      <p className={messageClass}>{message}</p>
      {detail ? <p className={detailClass}>{detail}</p> : null}
      {action}
    </div>
  );
}
