import { createHash, randomUUID } from 'node:crypto';
import { link, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An auth mail as the local mail catcher keeps it: a JSON file per message. */
export interface AuthMail {
  id: string;
  type: 'recovery' | 'email_change';
  to: string;
  subject: string;
  created_at: string;
  /** The link to click, like GoTrue's {{ .ConfirmationURL }}. */
  link: string;
  /** The 6-digit code ({{ .Token }}) and its hash ({{ .TokenHash }}). */
  token: string;
  token_hash: string;
  text: string;
  html: string;
}

/** A newsletter mail, as the local transport of the newsletter's functions hands it over. */
export interface NewsletterMail {
  id: string;
  type: 'newsletter_confirm' | 'newsletter_daily';
  to: string;
  subject: string;
  created_at: string;
  /** The mail's main link: the confirmation link, or the story's page. */
  link: string;
  headers: Record<string, string>;
  idempotency_key: string;
  text: string;
  html: string;
}

export type OutboxMail = AuthMail | NewsletterMail;

// The timestamp prefix keeps file names in sending order.
const fileName = (at: Date, id: string) => `${at.getTime().toString().padStart(15, '0')}-${id}.json`;

export async function writeMail(dir: string, mail: Omit<AuthMail, 'id' | 'created_at'>): Promise<AuthMail> {
  const now = new Date();
  const full: AuthMail = { id: randomUUID(), created_at: now.toISOString(), ...mail };
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, fileName(now, full.id)), JSON.stringify(full, null, 2));
  return full;
}

/**
 * Writes a newsletter mail once per idempotency key, as a provider's idempotency key does: a second hand-over
 * of the same key writes nothing and answers the first mail's id. The file is named by the key and appears
 * whole or not at all (written aside, then linked, which fails if it exists), so a crash never loses or doubles it.
 */
export async function writeNewsletterMail(
  dir: string,
  mail: Omit<NewsletterMail, 'id' | 'created_at'>,
): Promise<NewsletterMail> {
  await mkdir(dir, { recursive: true });
  const key = createHash('sha256').update(mail.idempotency_key).digest('hex');
  const finalPath = path.join(dir, `${key}.json`);
  const now = new Date();
  const full: NewsletterMail = { id: randomUUID(), created_at: now.toISOString(), ...mail };
  const aside = path.join(dir, `.${full.id}.tmp`);
  await writeFile(aside, JSON.stringify(full, null, 2));
  try {
    await link(aside, finalPath);
    return full;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(await readFile(finalPath, 'utf8')) as NewsletterMail;
  } finally {
    await unlink(aside);
  }
}

/** Newest first; optionally only mail to one address. Unreadable files are skipped, not fatal. */
export async function listMail(dir: string, to?: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const address = to?.toLowerCase();
  const mails: OutboxMail[] = [];
  for (const name of names) {
    try {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail;
      if (!address || mail.to.toLowerCase() === address) mails.push(mail);
    } catch {
      continue;
    }
  }
  return mails.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
