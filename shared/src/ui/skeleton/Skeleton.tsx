import { skeleton } from './skeleton.css';

/** A grey placeholder block; purely decorative (the loading state is announced by its container). */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
}: {
  width?: string;
  height?: string;
  radius?: string;
}) {
  return <span className={skeleton} aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}
