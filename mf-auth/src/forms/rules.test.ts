// Every validation rule and submit rule of SPEC §5, with the exact message key each one gives.
import {
  canSubmitLogin,
  canSubmitNewPassword,
  canSubmitReset,
  canSubmitSignup,
  isEmailShaped,
  validateLogin,
  validateNewPassword,
  validateReset,
  validateSignup,
} from './rules';

const keysOf = (errors: Record<string, { key: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, m?.key]));

describe('email shape (x@y.z)', () => {
  it.each(['a@b.co', 'reader@tales.local', ' spaced@ends.io '])('accepts %p', (email) =>
    expect(isEmailShaped(email)).toBe(true),
  );
  it.each(['plain', 'a@b', '@b.co', 'a@.', 'a b@c.de', 'a@b c.de', 'a@@b.co'])('refuses %p', (email) =>
    expect(isEmailShaped(email)).toBe(false),
  );
});

describe('login', () => {
  it('needs an email', () =>
    expect(keysOf(validateLogin({ email: '', password: 'x' }))).toEqual({ email: 'auth.login_form.email_required' }));
  it('needs the x@y.z shape', () =>
    expect(keysOf(validateLogin({ email: 'reader', password: 'x' }))).toEqual({
      email: 'auth.login_form.invalid_email',
    }));
  it('needs a password', () =>
    expect(keysOf(validateLogin({ email: 'a@b.co', password: '' }))).toEqual({
      password: 'auth.login_form.password_required',
    }));
  it('has no message for a well-formed pair', () =>
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({}));

  it.each([
    [{ email: '', password: '' }, false, false],
    [{ email: 'a@b.co', password: '' }, false, false],
    [{ email: '', password: 'secret' }, false, false],
    [{ email: '   ', password: 'secret' }, false, false],
    [{ email: 'a@b.co', password: 'secret' }, false, true],
    [{ email: 'a@b.co', password: 'secret' }, true, false],
    // A malformed address can be submitted: the message shows then.
    [{ email: 'reader', password: 'x' }, false, true],
  ])('submit for %p (submitting: %p) is %p', (values, submitting, expected) => {
    expect(canSubmitLogin(values, submitting)).toBe(expected);
  });
});

describe('signup', () => {
  const good = { name: 'Ada', email: 'ada@b.co', password: 'secret', confirmPassword: 'secret' };

  it('accepts good values', () => expect(validateSignup(good)).toEqual({}));
  it.each([
    [{ name: '' }, { name: 'auth.signup_form.name_required' }],
    [{ name: '   ' }, { name: 'auth.signup_form.name_required' }],
    [{ name: 'Al' }, { name: 'auth.signup_form.name_min_length' }],
    [{ name: ' Al ' }, { name: 'auth.signup_form.name_min_length' }],
    [{ email: '' }, { email: 'auth.signup_form.email_required' }],
    [{ email: 'ada@b' }, { email: 'auth.signup_form.invalid_email' }],
    [
      { password: '', confirmPassword: '' },
      { password: 'auth.signup_form.password_required', confirmPassword: 'auth.signup_form.confirm_password_required' },
    ],
    [{ password: '12345', confirmPassword: '12345' }, { password: 'auth.signup_form.password_min_length' }],
    [{ confirmPassword: '' }, { confirmPassword: 'auth.signup_form.confirm_password_required' }],
    [{ confirmPassword: 'secreT' }, { confirmPassword: 'auth.signup_form.password_mismatch' }],
  ])('%p gives %p', (change, expected) => {
    expect(keysOf(validateSignup({ ...good, ...change }))).toEqual(expected);
  });

  it('fills the minimums into the messages', () => {
    const errors = validateSignup({ ...good, name: 'Al', password: '123', confirmPassword: '123' });
    expect(errors.name?.count).toBe(3);
    expect(errors.password?.count).toBe(6);
  });

  it.each([
    [good, false, true],
    [good, true, false],
    [{ ...good, name: '' }, false, false],
    [{ ...good, email: '' }, false, false],
    [{ ...good, password: '12345', confirmPassword: '12345' }, false, false],
    [{ ...good, password: '123456', confirmPassword: '123456' }, false, true],
    [{ ...good, confirmPassword: 'other!' }, false, false],
    [{ ...good, confirmPassword: '' }, false, false],
    // Name and email only have to be filled for the button; their messages show on submit.
    [{ ...good, name: 'Al', email: 'not-an-email' }, false, true],
  ])('submit for %p (submitting: %p) is %p', (values, submitting, expected) => {
    expect(canSubmitSignup(values, submitting)).toBe(expected);
  });
});

describe('password reset', () => {
  it('needs an email', () =>
    expect(keysOf(validateReset({ email: '' }))).toEqual({ email: 'auth.password_reset.email_required' }));
  it('needs the x@y.z shape', () =>
    expect(keysOf(validateReset({ email: 'a@b' }))).toEqual({ email: 'auth.password_reset.invalid_email' }));
  it('accepts an address', () => expect(validateReset({ email: 'a@b.co' })).toEqual({}));
  it.each([
    ['', false, false],
    ['a', false, true],
    ['a@b.co', true, false],
  ])('send for %p (submitting: %p) is %p', (email, submitting, expected) => {
    expect(canSubmitReset({ email }, submitting)).toBe(expected);
  });
});

describe('new password', () => {
  it.each([
    [
      { password: '', confirmPassword: '' },
      { password: 'auth.signup_form.password_required', confirmPassword: 'auth.signup_form.confirm_password_required' },
    ],
    [{ password: '12345', confirmPassword: '12345' }, { password: 'auth.signup_form.password_min_length' }],
    [{ password: '123456', confirmPassword: '12345x' }, { confirmPassword: 'auth.signup_form.password_mismatch' }],
    [{ password: '123456', confirmPassword: '123456' }, {}],
  ])('%p gives %p', (values, expected) => expect(keysOf(validateNewPassword(values))).toEqual(expected));

  it.each([
    [{ password: '123456', confirmPassword: '123456' }, false, true],
    [{ password: '123456', confirmPassword: '123456' }, true, false],
    [{ password: '12345', confirmPassword: '12345' }, false, false],
    [{ password: '123456', confirmPassword: '1234567' }, false, false],
  ])('save for %p (submitting: %p) is %p', (values, submitting, expected) =>
    expect(canSubmitNewPassword(values, submitting)).toBe(expected),
  );
});
