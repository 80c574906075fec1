// State of one account form: values, which messages to show (after a field is left, or after a submit
// attempt), the submitting flag that makes the inputs read-only, and focus on the first wrong field on submit.
// Read-only rather than disabled: a disabled input loses focus to <body>, where Escape and Tab no longer reach
// the dialog.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, FieldMessage } from './rules';

export type FieldBinding = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: FieldMessage | undefined;
  isReadOnly: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
};

type Options<V extends Record<string, string>> = {
  initial: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
  canSubmit: (values: V, submitting: boolean) => boolean;
  /** Runs with valid values; the form stays disabled until it settles. */
  onSubmit: (values: V) => Promise<void>;
};

export function useAuthForm<V extends Record<string, string>>({ initial, validate, canSubmit, onSubmit }: Options<V>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<keyof V, HTMLInputElement>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const errors = validate(values);
  const field = useCallback(
    (name: keyof V & string): FieldBinding => ({
      name,
      value: values[name],
      onChange: (value) => setValues((previous) => ({ ...previous, [name]: value })),
      onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
      error: attempted || touched[name] ? errors[name] : undefined,
      isReadOnly: submitting,
      inputRef: (element) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
    }),
    [values, touched, attempted, submitting, errors],
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit(values, submitting)) return;
    setAttempted(true);
    const firstWrong = (Object.keys(values) as (keyof V)[]).find((name) => errors[name as keyof V & string]);
    if (firstWrong !== undefined) {
      inputs.current.get(firstWrong)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  return { values, field, submitting, canSubmit: canSubmit(values, submitting), handleSubmit };
}
