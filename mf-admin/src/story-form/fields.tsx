// Labelled text inputs of the form (react-aria: label, description and required state wired for assistive tech).
import type { Ref } from 'react';
import { Input, Label, Text, TextArea, TextField } from 'react-aria-components/TextField';
import { field, hint, input, label, textarea } from './story-form.css';

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  isRequired?: boolean;
  /** While saving: the text stays, and so does focus (a disabled input would drop it to <body>). */
  isReadOnly?: boolean;
  lang?: string;
  inputRef?: Ref<HTMLInputElement>;
};

export function TextInput({
  label: text,
  description,
  type = 'text',
  inputMode,
  inputRef,
  ...props
}: FieldProps & { type?: 'text' | 'email' | 'password'; inputMode?: 'numeric'; autoComplete?: string }) {
  return (
    <TextField className={field} {...props}>
      <Label className={label}>{text}</Label>
      <Input className={input} type={type} inputMode={inputMode} lang={props.lang} ref={inputRef} />
      {description ? (
        <Text slot="description" className={hint}>
          {description}
        </Text>
      ) : null}
    </TextField>
  );
}

export function TextAreaInput({
  label: text,
  description,
  rows,
  ...props
}: Omit<FieldProps, 'inputRef'> & { rows: number }) {
  return (
    <TextField className={field} {...props}>
      <Label className={label}>{text}</Label>
      <TextArea className={textarea} rows={rows} lang={props.lang} />
      {description ? (
        <Text slot="description" className={hint}>
          {description}
        </Text>
      ) : null}
    </TextField>
  );
}
