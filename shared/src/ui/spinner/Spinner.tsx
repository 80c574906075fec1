import { large, spinner } from './spinner.css';

type SpinnerProps = {
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  size?: 'md' | 'lg';
};

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const className = size === 'lg' ? `${spinner} ${large}` : spinner;
  if (!label) return <span className={className} aria-hidden="true" />;
  return <span className={className} role="progressbar" aria-label={label} aria-busy="true" />;
}
