import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { card } from './card.css';

type CardProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

/** A surface with border and shadow; `as="article"` / `as="section"` for the right landmark. */
export function Card<T extends ElementType = 'div'>({ as, className, ...props }: CardProps<T>) {
  const Tag: ElementType = as ?? 'div';
  return <Tag {...props} className={[card, className].filter(Boolean).join(' ')} />;
}
