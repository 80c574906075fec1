import { Spinner } from '../spinner/Spinner';
import { fullPage } from './page-state.css';

/** A page-sized loading state; `label` is the translated "Loading…" announced to screen readers. */
export function FullPageLoading({ label }: { label: string }) {
  return (
    <div className={fullPage}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
