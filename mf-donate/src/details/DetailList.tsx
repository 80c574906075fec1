// Labelled values, each with its own copy button (bank rows and crypto addresses).
import { CopyButton } from '../copy/CopyButton';
import { label as labelClass, list, row, value as valueClass, valueLine } from './detail-list.css';

export type Detail = { id: string; label: string; value: string };

export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className={list}>
      {details.map((detail) => (
        <div key={detail.id} className={row}>
          <dt className={labelClass}>{detail.label}</dt>
          <dd className={valueLine}>
            <code className={valueClass}>{detail.value}</code>
            <CopyButton value={detail.value} item={detail.label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
