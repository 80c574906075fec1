// The form's green or red line (SPEC §4, §8); announced politely, errors assertively.
import { error as errorClass, success as successClass } from './story-form.css';
import type { Status } from './use-story-form';

export function StatusMessage({ status }: { status: Status }) {
  if (status.kind === 'success') {
    return (
      <p className={successClass} role="status" data-tone="success">
        {status.message}
      </p>
    );
  }
  if (status.kind === 'error') {
    return (
      <p className={errorClass} role="alert" data-tone="error">
        {status.message}
      </p>
    );
  }
  return null;
}
