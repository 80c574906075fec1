// Accounts end to end against the production builds and the local API: sign up, stay signed in across a
// reload, log out, a wrong password, the whole password reset through the local mail catcher, roles in the
// account menu, the keyboard, and the dialog in Spanish.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '../support/test';
import { ADMIN, READER, createAccount, freshEmail, mailTo } from '../support/accounts';
import { t } from '../support/i18n';

const en = (key: string) => t('en', key);
const dialog = (page: Page, lng = 'en') => page.getByRole('dialog', { name: t(lng, 'auth.dialog_title') });
const toast = (page: Page, titleKey: string, lng = 'en') =>
  page.getByRole('alertdialog').filter({ hasText: t(lng, titleKey) });
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

async function openLogin(page: Page, lng = 'en'): Promise<Locator> {
  await page.getByRole('button', { name: t(lng, 'auth.login'), exact: true }).click();
  const box = dialog(page, lng);
  await expect(box).toBeVisible();
  return box;
}

async function logIn(page: Page, email: string, password: string, lng = 'en'): Promise<Locator> {
  const box = await openLogin(page, lng);
  await field(box, t(lng, 'auth.login_form.email')).fill(email);
  await field(box, t(lng, 'auth.login_form.password')).fill(password);
  await box.getByRole('button', { name: t(lng, 'auth.login_form.submit'), exact: true }).click();
  return box;
}

async function logOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: en('auth.menu.logout') }).click();
  await expect(toast(page, 'auth.logout_success')).toBeVisible();
  await expect(page.getByRole('button', { name: en('auth.login'), exact: true })).toBeVisible();
}

test('a new reader signs up, is shown by name, stays signed in across a reload and logs out', async ({ page }) => {
  const email = freshEmail('signup');
  await page.goto('/en');
  const box = await openLogin(page);
  await box.getByRole('tab', { name: en('auth.tabs.signup') }).click();
  await field(box, en('auth.signup_form.name')).fill('Grace Hopper');
  await field(box, en('auth.signup_form.email')).fill(email);
  await field(box, en('auth.signup_form.password')).fill('compiler-1952');
  await field(box, en('auth.signup_form.confirm_password')).fill('compiler-1952');
  await box.getByRole('button', { name: en('auth.signup_form.submit') }).click();

  await expect(toast(page, 'auth.signup_form.success')).toBeVisible();
  await expect(box).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Grace Hopper' });
  await expect(menuButton).toBeVisible();

  await page.reload();
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: en('auth.menu.remove_ads') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: en('auth.menu.create_story') })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await logOut(page, 'Grace Hopper');
  await page.reload();
  await expect(page.getByRole('button', { name: en('auth.login'), exact: true })).toBeVisible();
});

test('a wrong password shows the toast and keeps the dialog open with the address', async ({ page }) => {
  await page.goto('/en');
  const box = await logIn(page, READER.email, 'not-the-password');
  await expect(toast(page, 'auth.errors.wrong_password.title')).toBeVisible();
  await expect(box).toBeVisible();
  await expect(field(box, en('auth.login_form.email'))).toHaveValue(READER.email);
});

test('forgot password: the mailed link opens the site in Spanish, a new password is set, the old one stops working', async ({
  page,
}) => {
  const email = freshEmail('reset');
  await createAccount('Lectora Olvidadiza', email, 'vieja-clave-1');

  await page.goto('/es');
  const box = await openLogin(page, 'es');
  await box.getByRole('button', { name: t('es', 'auth.login_form.forgot_password') }).click();
  await expect(box.getByRole('heading', { name: t('es', 'auth.password_reset.title') })).toBeVisible();
  await field(box, t('es', 'auth.password_reset.email')).fill(email);
  await box.getByRole('button', { name: t('es', 'auth.password_reset.submit') }).click();
  // Sent: the dialog is back on the login tab, with the confirmation focused above the form.
  await expect(box.getByRole('status')).toContainText(t('es', 'auth.password_reset.sent_title'));
  await expect(box.getByRole('status')).toBeFocused();
  await expect(box.getByRole('tab', { name: t('es', 'auth.tabs.login') })).toHaveAttribute('aria-selected', 'true');
  await expect(field(box, t('es', 'auth.login_form.email'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  const [mail] = await mailTo(email);
  expect(mail.to).toBe(email);
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/es$/);
  const setPassword = page.getByRole('dialog', { name: t('es', 'auth.new_password.title') });
  await expect(setPassword).toBeVisible();
  await expect(setPassword).toContainText(email);
  await field(setPassword, t('es', 'auth.new_password.password')).fill('nueva-clave-2');
  await field(setPassword, t('es', 'auth.new_password.confirm_password')).fill('nueva-clave-2');
  await setPassword.getByRole('button', { name: t('es', 'auth.new_password.submit') }).click();
  await expect(toast(page, 'auth.new_password.success', 'es')).toBeVisible();
  await expect(setPassword).toBeHidden();
  await expect(page.getByRole('button', { name: 'Lectora Olvidadiza' })).toBeVisible();

  await page.getByRole('button', { name: 'Lectora Olvidadiza' }).click();
  await page.getByRole('menuitem', { name: t('es', 'auth.menu.logout') }).click();
  const old = await logIn(page, email, 'vieja-clave-1', 'es');
  await expect(toast(page, 'auth.errors.wrong_password.title', 'es')).toBeVisible();
  await old.getByRole('button', { name: t('es', 'common.close') }).click();

  await logIn(page, email, 'nueva-clave-2', 'es');
  await expect(toast(page, 'auth.login_success', 'es')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lectora Olvidadiza' })).toBeVisible();

  // The link worked once; opening it again explains that and offers a new one.
  await page.getByRole('button', { name: 'Lectora Olvidadiza' }).click();
  await page.getByRole('menuitem', { name: t('es', 'auth.menu.logout') }).click();
  await page.goto(mail.link);
  const expired = page.getByRole('dialog', { name: t('es', 'auth.new_password.link_invalid_title') });
  await expect(expired).toBeVisible();
  await expect(page).toHaveURL(/\/es$/);
  await field(expired, t('es', 'auth.password_reset.email')).fill(email);
  await expired.getByRole('button', { name: t('es', 'auth.new_password.request_new_link') }).click();
  await expect(expired.getByRole('status')).toContainText(t('es', 'auth.password_reset.sent_title'));
  expect(await mailTo(email)).toHaveLength(2);
});

test('the admin sees create story and reaches the new-story page; a reader does not see it', async ({ page }) => {
  await page.goto('/en');
  await logIn(page, ADMIN.email, ADMIN.password);
  const adminButton = page.getByRole('button', { name: /admin/i });
  await expect(adminButton).toBeVisible();
  await adminButton.click();
  await page.getByRole('menuitem', { name: en('auth.menu.create_story') }).click();
  await expect(page).toHaveURL(/\/en\/admin\/new-story$/);
  await adminButton.click();
  await page.getByRole('menuitem', { name: en('auth.menu.logout') }).click();
  await expect(page.getByRole('button', { name: en('auth.login'), exact: true })).toBeVisible();

  await page.goto('/en');
  await logIn(page, READER.email, READER.password);
  const readerButton = page.getByRole('button', { name: /reader/i });
  await readerButton.click();
  await expect(page.getByRole('menuitem', { name: en('auth.menu.remove_ads') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: en('auth.menu.create_story') })).toHaveCount(0);
  await page.getByRole('menuitem', { name: en('auth.menu.remove_ads') }).click();
  await expect(page).toHaveURL(/\/en\/donate$/);
});

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 15): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('Escape closes the dialog and focus returns to the login button; signing up works by keyboard alone', async ({
  page,
}) => {
  await page.goto('/en');
  const login = page.getByRole('button', { name: en('auth.login'), exact: true });
  await expect(login).toBeVisible();
  await tabTo(page, login, 40);
  await page.keyboard.press('Enter');
  const box = dialog(page);
  await expect(box).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(login).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(box).toBeVisible();
  await tabTo(page, box.getByRole('tab', { name: en('auth.tabs.login') }));
  await page.keyboard.press('ArrowRight');
  await expect(box.getByRole('tab', { name: en('auth.tabs.signup') })).toHaveAttribute('aria-selected', 'true');
  const name = field(box, en('auth.signup_form.name'));
  await tabTo(page, name);
  await page.keyboard.type('Keyboard Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type(freshEmail('keys'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('only-keys-1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('only-keys-1');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'auth.signup_form.success')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keyboard Kim' })).toBeVisible();
});

test('keyboard only: wrong passwords keep focus in the dialog, Escape still closes it and focus returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en');
  const login = page.getByRole('button', { name: en('auth.login'), exact: true });
  await expect(login).toBeVisible();
  await tabTo(page, login, 40);
  await page.keyboard.press('Enter');
  const box = dialog(page);
  const email = field(box, en('auth.login_form.email'));
  const password = field(box, en('auth.login_form.password'));
  await tabTo(page, email);
  await page.keyboard.type(READER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  const submit = box.getByRole('button', { name: en('auth.login_form.submit'), exact: true });
  for (let attempt = 1; attempt <= 2; attempt++) {
    await page.keyboard.press('Enter');
    // While the answer is awaited and after it, focus stays where it was, never on <body>.
    await expect(password).toBeFocused();
    await expect(toast(page, 'auth.errors.wrong_password.title')).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(password).toBeFocused();
  }
  // The same error twice is one toast, and no toast lies over the dialog's controls.
  await expect(toast(page, 'auth.errors.wrong_password.title')).toHaveCount(1);
  const toastBox = await toast(page, 'auth.errors.wrong_password.title').boundingBox();
  for (const control of [submit, box.getByRole('button', { name: en('auth.login_form.forgot_password') })]) {
    const controlBox = await control.boundingBox();
    expect(toastBox && controlBox && controlBox.y + controlBox.height <= toastBox.y).toBe(true);
  }
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(login).toBeFocused();
});

test('the dialog speaks Spanish, messages and toasts included', async ({ page }) => {
  await page.goto('/es');
  const box = await openLogin(page, 'es');
  await expect(box.getByText(t('es', 'auth.dialog_description'))).toBeVisible();
  await expect(box.getByRole('tab', { name: t('es', 'auth.tabs.signup') })).toBeVisible();
  await field(box, t('es', 'auth.login_form.email')).fill('lector');
  await field(box, t('es', 'auth.login_form.password')).fill('x');
  await box.getByRole('button', { name: t('es', 'auth.login_form.submit'), exact: true }).click();
  await expect(box.getByText(t('es', 'auth.login_form.invalid_email'))).toBeVisible();
  await field(box, t('es', 'auth.login_form.email')).fill(READER.email);
  await box.getByRole('button', { name: t('es', 'auth.login_form.submit'), exact: true }).click();
  await expect(toast(page, 'auth.errors.wrong_password.title', 'es')).toBeVisible();
  await expect(toast(page, 'auth.errors.wrong_password.title', 'es')).toContainText(
    t('es', 'auth.errors.wrong_password.description'),
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dialog with its messages and the account menu pass WCAG A/AA checks, ${theme} theme, phone`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: theme, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const axe = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    await page.goto('/en');
    const box = await openLogin(page);
    await box.getByRole('tab', { name: en('auth.tabs.signup') }).click();
    await field(box, en('auth.signup_form.name')).fill('Al');
    await field(box, en('auth.signup_form.password')).fill('123');
    await field(box, en('auth.signup_form.email')).click();
    await expect(box.getByText(en('auth.signup_form.password_min_length').replace('{{count}}', '6'))).toBeVisible();
    expect(await axe()).toEqual([]);

    await box.getByRole('tab', { name: en('auth.tabs.login') }).click();
    await field(box, en('auth.login_form.email')).fill(READER.email);
    await field(box, en('auth.login_form.password')).fill(READER.password);
    await box.getByRole('button', { name: en('auth.login_form.submit'), exact: true }).click();
    await page.getByRole('button', { name: /reader/i }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await axe()).toEqual([]);
    await context.close();
  });
}
