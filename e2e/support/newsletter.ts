// A confirmed subscriber of the daily mail, made as a reader makes one: the newsletter function's subscribe answer,
// the confirmation mail's link, and the Confirm post; answers the manage token the confirmation hands back.
import { expect } from '@playwright/test';
import { apiUrl, mailTo } from './accounts';

export const newsletterFunctionUrl = `${apiUrl}/functions/v1/newsletter`;

/** The one confirmation mail sent to `email`, once it is in the outbox. */
export async function confirmationLink(email: string): Promise<URL> {
  await expect.poll(async () => (await mailTo(email)).length).toBe(1);
  return new URL((await mailTo(email))[0].link);
}

export async function confirmedSubscriber(email: string, language: string, zone = 'Europe/Madrid'): Promise<string> {
  const subscribed = await fetch(`${newsletterFunctionUrl}/subscribe`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, language, hour: '7', zone }),
  });
  expect(subscribed.status).toBe(202);
  const confirmToken = (await confirmationLink(email)).searchParams.get('confirm')!;
  const confirmed = await fetch(`${newsletterFunctionUrl}/confirm`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: confirmToken, page: language }),
  });
  return new URL(confirmed.headers.get('location')!).searchParams.get('token')!;
}
