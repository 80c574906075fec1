// The checks on the owner's details in a runtime-config overlay (`contactEmail`, `donate`): each problem is named
// by where it is, so the server's warning tells the owner what to fix. A value that still looks like a
// placeholder is a problem too: readers would be asked to send money or mail to it.
import { bankFields, bankRegions, cryptoNetworks } from '@tales/shared/config';

type Problems = string[];

const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;
const PLACEHOLDER = /replace[\s_-]*me|\bsample\b|example\.(?:com|net|org)\b|\.example\b/i;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, where: string, problems: Problems): value is string {
  if (typeof value !== 'string' || !value.trim()) {
    problems.push(`${where} must be a non-empty string`);
    return false;
  }
  if (PLACEHOLDER.test(value)) {
    problems.push(`${where} looks like a placeholder ("${value}"): put the real value or leave it out`);
    return false;
  }
  return true;
}

function knownKeys(value: Record<string, unknown>, allowed: readonly string[], where: string, problems: Problems) {
  for (const key of Object.keys(value))
    if (!allowed.includes(key)) problems.push(`${where}.${key} is not a known field (${allowed.join(', ')})`);
}

function email(value: unknown, where: string, problems: Problems): void {
  if (text(value, where, problems) && !EMAIL.test(value)) problems.push(`${where} is not an e-mail address`);
}

/** An https address; http only on this machine (a browser refuses an http frame in an https page). */
function url(value: unknown, where: string, problems: Problems): void {
  if (!text(value, where, problems)) return;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    problems.push(`${where} is not an absolute URL`);
    return;
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)))
    problems.push(`${where} must start with https://`);
}

function tipJar(value: unknown, where: string, problems: Problems): void {
  if (!isRecord(value)) {
    problems.push(`${where} must be { "service": "...", "url": "https://..." }`);
    return;
  }
  knownKeys(value, ['service', 'url'], where, problems);
  text(value.service, `${where}.service`, problems);
  url(value.url, `${where}.url`, problems);
}

function bank(value: unknown, where: string, problems: Problems): void {
  if (!isRecord(value)) {
    problems.push(`${where} must be an object with ${bankRegions.join(' and/or ')}`);
    return;
  }
  knownKeys(value, bankRegions, where, problems);
  for (const region of bankRegions) {
    const rows = value[region];
    if (rows === undefined) continue;
    if (!Array.isArray(rows)) {
      problems.push(`${where}.${region} must be a list of { "field": "...", "value": "..." }`);
      continue;
    }
    const seen = new Set<unknown>();
    rows.forEach((row: unknown, i) => {
      const at = `${where}.${region}[${i}]`;
      if (!isRecord(row)) {
        problems.push(`${at} must be { "field": "...", "value": "..." }`);
        return;
      }
      knownKeys(row, ['field', 'value'], at, problems);
      if (!(bankFields as readonly unknown[]).includes(row.field))
        problems.push(`${at}.field must be one of ${bankFields.join(', ')}`);
      else if (seen.has(row.field)) problems.push(`${at}.field repeats "${String(row.field)}"`);
      seen.add(row.field);
      text(row.value, `${at}.value`, problems);
    });
  }
}

function crypto(value: unknown, where: string, problems: Problems): void {
  if (!Array.isArray(value)) {
    problems.push(`${where} must be a list of { "network": "...", "address": "..." }`);
    return;
  }
  const seen = new Set<unknown>();
  value.forEach((entry: unknown, i) => {
    const at = `${where}[${i}]`;
    if (!isRecord(entry)) {
      problems.push(`${at} must be { "network": "...", "address": "..." }`);
      return;
    }
    knownKeys(entry, ['network', 'address'], at, problems);
    if (!(cryptoNetworks as readonly unknown[]).includes(entry.network))
      problems.push(`${at}.network must be one of ${cryptoNetworks.join(', ')}`);
    else if (seen.has(entry.network)) problems.push(`${at}.network repeats "${String(entry.network)}"`);
    seen.add(entry.network);
    text(entry.address, `${at}.address`, problems);
  });
}

/** What is wrong with the overlay's `contactEmail` (nothing when it is absent). */
export function contactEmailProblems(value: unknown): Problems {
  const problems: Problems = [];
  if (value !== undefined) email(value, 'contactEmail', problems);
  return problems;
}

/** What is wrong with the overlay's `donate` (nothing when it is absent). */
export function donateProblems(value: unknown): Problems {
  const problems: Problems = [];
  if (value === undefined) return problems;
  if (!isRecord(value)) return ['donate must be an object'];
  knownKeys(value, ['contactEmail', 'tipJar', 'tipWidget', 'bank', 'crypto'], 'donate', problems);
  if (value.contactEmail !== undefined) email(value.contactEmail, 'donate.contactEmail', problems);
  if (value.tipJar !== undefined) tipJar(value.tipJar, 'donate.tipJar', problems);
  if (value.tipWidget !== undefined) tipJar(value.tipWidget, 'donate.tipWidget', problems);
  if (value.bank !== undefined) bank(value.bank, 'donate.bank', problems);
  if (value.crypto !== undefined) crypto(value.crypto, 'donate.crypto', problems);
  return problems;
}
