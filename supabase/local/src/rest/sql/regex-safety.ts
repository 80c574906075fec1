import { RestError } from '../errors';

/** Longest pattern accepted for `match` / `imatch`. */
export const MAX_REGEX_LENGTH = 256;
/** Most quantifiers (`* + ? {m,n}`) in one pattern. */
export const MAX_REGEX_QUANTIFIERS = 12;
/** Most groups in one pattern. */
export const MAX_REGEX_GROUPS = 8;
/** Largest bound in `{m,n}`. */
export const MAX_REGEX_REPEAT = 100;

interface Group {
  /** A quantifier applies somewhere inside this group. */
  quantified: boolean;
}

type Previous = { kind: 'none' } | { kind: 'atom' } | { kind: 'group'; group: Group } | { kind: 'quantifier' };

const BOUND = /^\{(\d+)(?:,(\d*))?\}/;

function refuse(pattern: string, reason: string): RestError {
  return new RestError(
    400,
    '2201B',
    `invalid regular expression: ${reason}`,
    `The pattern "${pattern.length > 60 ? `${pattern.slice(0, 60)}…` : pattern}" is refused because it could take too long to match.`,
    'Use a simpler pattern without back-references, lookarounds or quantified groups that contain quantifiers, or use like/ilike.',
  );
}

/** Index just past the bracket expression starting at `start` (`[...]`, with `]` allowed first and `[:alpha:]` inside). */
function skipBracket(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  while (i < pattern.length && pattern[i] !== ']') {
    if (pattern[i] === '[' && ':.='.includes(pattern[i + 1] ?? '')) {
      const close = pattern.indexOf(`${pattern[i + 1]}]`, i + 2);
      i = close < 0 ? pattern.length : close + 2;
    } else if (pattern[i] === '\\') i += 2;
    else i++;
  }
  return i + 1;
}

/**
 * Refuses a PostgreSQL regular expression (advanced syntax, as `~` and `~*` read it) whose matching time can
 * explode with the input: back-references, lookarounds and other `(?…)` constructs, a quantified group that
 * itself contains a quantifier (`(a+)+`, `(.*)*`), and patterns over the length, quantifier, group or repeat caps.
 * Syntax errors are left to PostgreSQL, which answers them with a 400 itself.
 */
export function assertSafeRegex(pattern: string): void {
  if (pattern.length > MAX_REGEX_LENGTH)
    throw refuse(pattern, `patterns are limited to ${MAX_REGEX_LENGTH} characters`);
  // `***=` makes the rest a literal string; `***:` only says "advanced syntax".
  if (pattern.startsWith('***=')) return;
  const body = pattern.startsWith('***:') ? pattern.slice(4) : pattern;
  const stack: Group[] = [{ quantified: false }];
  let previous: Previous = { kind: 'none' };
  let quantifiers = 0;
  let groups = 0;
  for (let i = 0; i < body.length;) {
    const c = body[i];
    if (c === '\\') {
      if (/[1-9]/.test(body[i + 1] ?? '')) throw refuse(pattern, 'back-references are not allowed');
      i += 2;
      previous = { kind: 'atom' };
    } else if (c === '[') {
      i = skipBracket(body, i);
      previous = { kind: 'atom' };
    } else if (c === '(') {
      if (body[i + 1] === '?') {
        if (body[i + 2] !== ':') throw refuse(pattern, 'lookarounds and other (?…) constructs are not allowed');
        i += 3;
      } else i++;
      if (++groups > MAX_REGEX_GROUPS) throw refuse(pattern, `at most ${MAX_REGEX_GROUPS} groups are allowed`);
      stack.push({ quantified: false });
      previous = { kind: 'none' };
    } else if (c === ')' && stack.length > 1) {
      const group = stack.pop() as Group;
      if (group.quantified) stack[stack.length - 1].quantified = true;
      previous = { kind: 'group', group };
      i++;
    } else if (c === '*' || c === '+' || c === '?' || (c === '{' && BOUND.test(body.slice(i)))) {
      if (c === '?' && previous.kind === 'quantifier') {
        // The non-greedy form of the quantifier just read.
        i++;
        continue;
      }
      let length = 1;
      if (c === '{') {
        const [whole, min, max] = BOUND.exec(body.slice(i)) as RegExpExecArray;
        if (Number(min) > MAX_REGEX_REPEAT || (max !== undefined && max !== '' && Number(max) > MAX_REGEX_REPEAT)) {
          throw refuse(pattern, `repeat counts above ${MAX_REGEX_REPEAT} are not allowed`);
        }
        length = whole.length;
      }
      if (++quantifiers > MAX_REGEX_QUANTIFIERS)
        throw refuse(pattern, `at most ${MAX_REGEX_QUANTIFIERS} quantifiers are allowed`);
      if (previous.kind === 'group' && previous.group.quantified)
        throw refuse(pattern, 'nested quantifiers are not allowed');
      stack[stack.length - 1].quantified = true;
      previous = { kind: 'quantifier' };
      i += length;
    } else {
      previous = c === '|' ? { kind: 'none' } : { kind: 'atom' };
      i++;
    }
  }
}
