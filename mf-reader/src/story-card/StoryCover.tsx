// A story's cover: sized up front (16:9) so the text below never jumps, and fetched only when it nears the screen.
import { useTranslation } from 'react-i18next';
import { cover } from './story-card.css';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

export function StoryCover({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  return (
    <img
      className={cover}
      src={src}
      alt={t('cover.alt', { title })}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading="lazy"
      decoding="async"
    />
  );
}
