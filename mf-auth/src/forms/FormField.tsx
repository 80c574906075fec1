// One labelled text input of an account form (react-aria TextField): its message is tied to the input
// (aria-describedby, aria-invalid) and spoken when it appears.
import { useTranslation } from 'react-i18next';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components/TextField';
import type { FieldBinding } from './use-auth-form';
import {
  description as descriptionClass,
  error as errorClass,
  field as fieldClass,
  input,
  label as labelClass,
} from './forms.css';

type FormFieldProps = {
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** A standing hint under the input (e.g. the password minimum). */
  description?: string;
  binding: FieldBinding;
};

export function FormField({ label, type = 'text', autoComplete, description, binding }: FormFieldProps) {
  const { t } = useTranslation();
  const { error, inputRef, ...props } = binding;
  return (
    <TextField
      {...props}
      type={type}
      autoComplete={autoComplete}
      isRequired
      isInvalid={error !== undefined}
      className={fieldClass}
    >
      <Label className={labelClass}>{label}</Label>
      <Input ref={inputRef} className={input} />
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={errorClass}>
        <span role="alert">{error ? t(error.key, { count: error.count }) : null}</span>
      </FieldError>
    </TextField>
  );
}
