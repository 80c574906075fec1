import type { MailTransport } from '@tales/supabase-functions/_shared/mail';
import { writeNewsletterMail } from '../auth/outbox';

/**
 * The local stand-in for the mail provider: each mail lands in the outbox, once per idempotency key, with its
 * headers, and `link` set to the first link of its text (the confirmation link, or the story's page).
 */
export function outboxTransport(outboxDir: string): MailTransport {
  return {
    async send(mail) {
      const written = await writeNewsletterMail(outboxDir, {
        type: mail.kind,
        to: mail.to,
        subject: mail.subject,
        link: /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '',
        headers: mail.headers ?? {},
        idempotency_key: mail.idempotencyKey,
        text: mail.text,
        html: mail.html,
      });
      return { id: written.id };
    },
  };
}
