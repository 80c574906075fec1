// The account forms' rules (SPEC §5, limits SPEC §9): which message a field shows and when submit is allowed.
// Messages are translation keys; `count` fills the minimum into the text.

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 3;

/** SPEC's "simple x@y.z shape": something, @, something, a dot, something; no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailShaped = (value: string): boolean => EMAIL_SHAPE.test(value.trim());

export type FieldMessage = { key: string; count?: number };
export type FieldErrors<F extends string> = Partial<Record<F, FieldMessage>>;

export type LoginValues = { email: string; password: string };
export type SignupValues = { name: string; email: string; password: string; confirmPassword: string };
export type ResetValues = { email: string };
export type NewPasswordValues = { password: string; confirmPassword: string };
export type NameValues = { name: string };
export type EmailValues = { email: string };

function emailError(prefix: string, email: string): FieldMessage | undefined {
  if (email.trim() === '') return { key: `${prefix}.email_required` };
  if (!isEmailShaped(email)) return { key: `${prefix}.invalid_email` };
  return undefined;
}

/** The password and its confirmation, as signup and the new-password form check them (same messages). */
function newPasswordErrors(values: NewPasswordValues): FieldErrors<'password' | 'confirmPassword'> {
  const prefix = 'auth.signup_form';
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (values.password === '') errors.password = { key: `${prefix}.password_required` };
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = { key: `${prefix}.password_min_length`, count: PASSWORD_MIN_LENGTH };
  if (values.confirmPassword === '') errors.confirmPassword = { key: `${prefix}.confirm_password_required` };
  else if (values.confirmPassword !== values.password) errors.confirmPassword = { key: `${prefix}.password_mismatch` };
  return errors;
}

function withoutEmpty<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<F>;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return withoutEmpty({
    email: emailError('auth.login_form', values.email),
    password: values.password === '' ? { key: 'auth.login_form.password_required' } : undefined,
  });
}

/** Login submit: both fields filled, not while submitting. */
export const canSubmitLogin = (values: LoginValues, submitting: boolean): boolean =>
  !submitting && values.email.trim() !== '' && values.password !== '';

/** The display name, as signup and the account page check it (same messages). */
function nameError(value: string): FieldMessage | undefined {
  const name = value.trim();
  if (name === '') return { key: 'auth.signup_form.name_required' };
  if (name.length < NAME_MIN_LENGTH) return { key: 'auth.signup_form.name_min_length', count: NAME_MIN_LENGTH };
  return undefined;
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  return withoutEmpty({
    name: nameError(values.name),
    email: emailError('auth.signup_form', values.email),
    ...newPasswordErrors(values),
  });
}

/** Signup submit: name and email filled, a long-enough password confirmed exactly, not while submitting. */
export const canSubmitSignup = (values: SignupValues, submitting: boolean): boolean =>
  !submitting &&
  values.name.trim() !== '' &&
  values.email.trim() !== '' &&
  values.password.length >= PASSWORD_MIN_LENGTH &&
  values.password === values.confirmPassword;

export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  return withoutEmpty({ email: emailError('auth.password_reset', values.email) });
}

/** Reset submit: disabled while the email is empty (or while sending). */
export const canSubmitReset = (values: ResetValues, submitting: boolean): boolean =>
  !submitting && values.email.trim() !== '';

export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return withoutEmpty(newPasswordErrors(values));
}

export const canSubmitNewPassword = (values: NewPasswordValues, submitting: boolean): boolean =>
  !submitting && values.password.length >= PASSWORD_MIN_LENGTH && values.password === values.confirmPassword;

export function validateName(values: NameValues): FieldErrors<keyof NameValues> {
  return withoutEmpty({ name: nameError(values.name) });
}

export const canSubmitName = (values: NameValues, submitting: boolean): boolean =>
  !submitting && values.name.trim() !== '';

export function validateEmail(values: EmailValues): FieldErrors<keyof EmailValues> {
  return withoutEmpty({ email: emailError('auth.signup_form', values.email) });
}

export const canSubmitEmail = (values: EmailValues, submitting: boolean): boolean =>
  !submitting && values.email.trim() !== '';
