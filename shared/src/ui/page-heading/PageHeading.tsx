import type { ReactNode } from 'react';
import { description as descriptionClass, heading, wrapper } from './page-heading.css';

/** The page's one h1, with an optional lead paragraph. */
export function PageHeading({ children, description }: { children: ReactNode; description?: ReactNode }) {
  return (
    <header className={wrapper}>
      <h1 className={heading}>{children}</h1>
      {description ? <p className={descriptionClass}>{description}</p> : null}
    </header>
  );
}
