// One item of the fiat accordion: a heading button that toggles its panel.
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components/DisclosureGroup';
import { chevron, heading, item, panel, trigger } from './accordion.css';

type AccordionItemProps = {
  id: string;
  title: string;
  /** Mount the content only while open (heavy third-party embeds stay unloaded until asked for). */
  lazy?: boolean;
  children: ReactNode;
};

export function AccordionItem({ id, title, lazy = false, children }: AccordionItemProps) {
  return (
    <Disclosure id={id} className={item}>
      {({ isExpanded }) => (
        <>
          <Heading level={3} className={heading}>
            <Button slot="trigger" className={trigger}>
              {title}
              <svg
                className={chevron}
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
                focusable="false"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </Button>
          </Heading>
          <DisclosurePanel className={panel}>{lazy && !isExpanded ? null : children}</DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
