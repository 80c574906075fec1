// A line icon on the 24-unit grid, drawn in the text's colour. Decorative: the text beside it or the control's
// label says what it means, so assistive technology skips it.
import type { ReactNode } from 'react';

export type IconProps = {
  /** Width and height in pixels. */
  size?: number;
  strokeWidth?: number;
  className?: string;
  /** The icon's shapes (paths, circles) in the 24 × 24 box. */
  children: ReactNode;
};

export function Icon({ size = 18, strokeWidth = 2, className, children }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
