import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One mail as the local mail catcher keeps it: a JSON file per message. */
export interface OutboxMail {
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

export async function writeMail(dir: string, mail: Omit<OutboxMail, 'id' | 'created_at'>): Promise<OutboxMail> {
  const now = new Date();
  const full: OutboxMail = { id: randomUUID(), created_at: now.toISOString(), ...mail };
  await mkdir(dir, { recursive: true });
  // The timestamp prefix keeps file names in sending order.
  const name = `${now.getTime().toString().padStart(15, '0')}-${full.id}.json`;
  await writeFile(path.join(dir, name), JSON.stringify(full, null, 2));
  return full;
}

/** Newest first; optionally only mail to one address. Unreadable files are skipped, not fatal. */
export async function listMail(dir: string, to?: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails: OutboxMail[] = [];
  for (const name of names) {
    try {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail;
      if (!to || mail.to === to.toLowerCase()) mails.push(mail);
    } catch {
      continue;
    }
  }
  return mails;
}
