// How the newsletter's functions send mail. Hosted, through Resend's HTTP API (RESEND_API_KEY and MAIL_FROM set
// with `supabase secrets set`); locally, the local API hands the functions a transport that writes the outbox.
// Web-standard fetch only, so Supabase's Edge Runtime (Deno) and the local API (Node) run the same code.

/** One mail to send. The same idempotency key never sends twice, however often it is handed over. */
export interface OutgoingMail {
  kind: 'newsletter_confirm' | 'newsletter_daily';
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  idempotencyKey: string;
}

export type MailErrorCode = 'mail_rejected' | 'mail_unavailable' | 'mail_misconfigured';

export class MailError extends Error {
  constructor(
    readonly code: MailErrorCode,
    message: string,
    /** A rejection of this address (bounce, invalid recipient): retrying will not help. */
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

export interface MailTransport {
  /** Resolves to the provider's message id once the provider has accepted the mail. */
  send(mail: OutgoingMail): Promise<{ id: string }>;
}

/** The bare address of a sender written `Name <address>` or `address`; undefined when there is none. */
export function senderAddress(from: string | undefined): string | undefined {
  const address = (/<([^<>\s]+@[^<>\s]+)>/.exec(from ?? '')?.[1] ?? from ?? '').trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : undefined;
}

export interface ResendOptions {
  apiKey: string;
  /** The sender, e.g. `Tales <stories@example.org>` on a domain verified in Resend. */
  from: string;
  fetch?: typeof fetch;
  endpoint?: string;
}

/**
 * Resend's send API. Its Idempotency-Key (kept 24 hours) makes a retry after a lost answer a no-op, so a run
 * that dies between the provider's acceptance and the database's "sent" never mails twice.
 */
export function resendTransport(options: ResendOptions): MailTransport {
  const fetchImpl = options.fetch ?? fetch;
  const endpoint = options.endpoint ?? 'https://api.resend.com/emails';
  return {
    async send(mail) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            'idempotency-key': mail.idempotencyKey,
          },
          body: JSON.stringify({
            from: options.from,
            to: [mail.to],
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            headers: mail.headers,
          }),
        });
      } catch (error) {
        throw new MailError('mail_unavailable', `Resend could not be reached: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
      if (response.ok && body.id) return { id: body.id };
      const message = `Resend answered ${response.status}: ${body.message ?? 'no message'}`;
      if (response.status === 401 || response.status === 403) throw new MailError('mail_misconfigured', message);
      // 422: the request itself is refused (e.g. an invalid recipient); 429 and 5xx pass.
      if (response.status === 422) throw new MailError('mail_rejected', message, true);
      throw new MailError('mail_unavailable', message);
    },
  };
}
