// SPEC §2/§9: thirty placeholder cards while the month loads.
import { Skeleton } from '@tales/shared/ui';
import { dayCard as dayCardClass, grid as gridClass } from './calendar.css';

export const SKELETON_CARDS = 30;

export function SkeletonGrid() {
  return (
    <div className={gridClass} aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className={dayCardClass} data-skeleton-card="">
          <Skeleton width="2.5rem" height="2rem" />
          <Skeleton width="50%" height="0.9rem" />
          <Skeleton width="85%" height="1.25rem" />
          <Skeleton width="100%" height="0.9rem" />
          <Skeleton width="70%" height="0.9rem" />
        </div>
      ))}
    </div>
  );
}
