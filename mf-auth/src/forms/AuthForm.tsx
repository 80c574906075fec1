// The <form> of every account form: react-aria Form with our own messages (validationBehavior aria, so the
// browser's bubbles never replace them), and a submit button that says when it is busy. While busy the button
// is pending, not disabled: it keeps focus, so the keyboard stays in the dialog through the answer, good or bad.
import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button, Spinner } from '@tales/shared/ui';
import { form, submit } from './forms.css';

type AuthFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  canSubmit: boolean;
  children: ReactNode;
  /** Below the submit button (e.g. the forgot-password link). */
  footer?: ReactNode;
};

export function AuthForm({
  onSubmit,
  submitLabel,
  submittingLabel,
  submitting,
  canSubmit,
  children,
  footer,
}: AuthFormProps) {
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className={form}>
      {children}
      <Button
        type="submit"
        isDisabled={!canSubmit && !submitting}
        isPending={submitting}
        className={submit}
        aria-busy={submitting || undefined}
      >
        {submitting ? (
          <>
            <Spinner /> {submittingLabel}
          </>
        ) : (
          submitLabel
        )}
      </Button>
      {footer}
    </Form>
  );
}
