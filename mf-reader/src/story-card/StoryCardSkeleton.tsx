// The card's shape while the story loads, so the page does not jump when it arrives.
import { Card, Skeleton } from '@tales/shared/ui';
import { BodyLines } from './StoryBody';
import { card as cardClass } from './story-card.css';

export function StoryCardSkeleton() {
  return (
    <Card className={cardClass} aria-hidden="true">
      <Skeleton width="40%" height="0.9rem" />
      <Skeleton width="30%" height="1.5rem" radius="999px" />
      <Skeleton width="75%" height="2.25rem" />
      <Skeleton width="25%" height="1rem" />
      <BodyLines />
    </Card>
  );
}
