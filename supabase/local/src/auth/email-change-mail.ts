import type { PendingEmailChange } from './email-change';
import { escapeHtml } from './mail-html';
import { writeMail } from './outbox';

/**
 * GoTrue's EmailChangeMail with secure email change: one mail to the new address and one to the current one,
 * each with its own link (`type=email_change`, its side's token hash) and code. Both say which change they
 * confirm, so the owner of either address can tell what following the link agrees to.
 */
export async function mailEmailChange(
  outboxDir: string,
  apiUrl: string,
  redirectTo: string,
  pending: PendingEmailChange,
): Promise<void> {
  const from = pending.current.address;
  const to = pending.next.address;
  for (const side of [pending.next, pending.current]) {
    const link = `${apiUrl}/auth/v1/verify?${new URLSearchParams({ token: side.tokenHash, type: 'email_change', redirect_to: redirectTo })}`;
    await writeMail(outboxDir, {
      type: 'email_change',
      to: side.address,
      subject: 'Confirm Email Change',
      link,
      token: side.otp,
      token_hash: side.tokenHash,
      text: `Confirm Change of Email\n\nFollow this link to confirm the update of your email from ${from} to ${to}:\n${link}\n\nAlternatively, enter the code: ${side.otp}\n`,
      html:
        `<h2>Confirm Change of Email</h2><p>Follow this link to confirm the update of your email from ${escapeHtml(from)} to ${escapeHtml(to)}:</p>` +
        `<p><a href="${escapeHtml(link)}">Change Email</a></p><p>Alternatively, enter the code: ${side.otp}</p>`,
    });
  }
}
