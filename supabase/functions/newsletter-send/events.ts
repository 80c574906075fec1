// Resend's webhooks (bounces and complaints), signed as Svix signs them: HMAC-SHA256 over
// `${svix-id}.${svix-timestamp}.${body}` with the endpoint's secret (`whsec_` + base64), sent as
// `svix-signature: v1,<base64> [v1,<base64> …]`. A timestamp more than five minutes away is refused (replays).

export const MAX_EVENT_BYTES = 256 * 1024;
const TOLERANCE_SECONDS = 5 * 60;

function base64ToBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function bytesToBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** The base64 signature of a payload under a `whsec_…` secret. */
export async function svixSignature(secret: string, id: string, timestamp: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    base64ToBytes(secret.replace(/^whsec_/, '')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return bytesToBase64(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)));
}

/** Constant-time comparison of two base64 strings of the same alphabet. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export async function verifySvix(secret: string, headers: Headers, body: string, now: Date): Promise<boolean> {
  const id = headers.get('svix-id');
  const timestamp = headers.get('svix-timestamp');
  const signatures = headers.get('svix-signature');
  if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  let expected: string;
  try {
    expected = await svixSignature(secret, id, timestamp, body);
  } catch {
    return false;
  }
  return signatures
    .split(' ')
    .map((entry) => entry.split(','))
    .some(
      ([version, signature]) => version === 'v1' && typeof signature === 'string' && sameString(signature, expected),
    );
}

/** What a provider event means for the list: stop the address its mail went to, or nothing. */
export function stopReasonOf(event: unknown): { messageId: string; reason: 'bounce' | 'complaint' } | null {
  if (typeof event !== 'object' || event === null) return null;
  const { type, data } = event as { type?: unknown; data?: { email_id?: unknown } };
  const messageId = data?.email_id;
  if (typeof messageId !== 'string' || messageId === '' || messageId.length > 200) return null;
  if (type === 'email.bounced') return { messageId, reason: 'bounce' };
  if (type === 'email.complained') return { messageId, reason: 'complaint' };
  return null;
}
