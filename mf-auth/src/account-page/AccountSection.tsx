// One titled part of the account page; the title names the region for screen readers.
import { useId, type ReactNode } from 'react';
import { section, sectionHeading } from './account-page.css';

export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={section}>
      <h2 id={id} className={sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
