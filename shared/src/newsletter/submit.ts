// The subscribe form's post when JavaScript runs, loaded only when a reader submits (every page has the form, few
// readers send it). Without JavaScript the same form posts to the same URL and the function answers with a 303.
import { newsletterActionUrl, type NewsletterAction } from './action-url';
import { newsletterErrorCode, type NewsletterErrorCode } from './error-codes';

export type NewsletterAnswer = { ok: true; status: string } | { ok: false; code: NewsletterErrorCode };

/**
 * Posts a form as the browser would (urlencoded: a simple request, no CORS preflight), asking for JSON: the answer's
 * `status`, or the function's error code (`generic` when it cannot be reached).
 */
export async function postNewsletterForm(action: NewsletterAction, form: FormData): Promise<NewsletterAnswer> {
  const url = newsletterActionUrl(action);
  if (!url) return { ok: false, code: 'generic' };
  const body = new URLSearchParams();
  form.forEach((value, name) => {
    if (typeof value === 'string') body.append(name, value);
  });
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, code: 'generic' };
  }
  const answer = (await response.json().catch(() => ({}))) as { status?: unknown; code?: unknown };
  if (!response.ok) return { ok: false, code: newsletterErrorCode(answer.code) };
  return { ok: true, status: typeof answer.status === 'string' ? answer.status : 'ok' };
}
