// A text whose matched words the database put between \u0001 and \u0002: those words in <mark>, the rest as plain
// text. React writes every part as text, so whatever the story or the query holds is never read as markup.
import { mark as markClass } from './search.css';

const START = '\u0001';
const STOP = '\u0002';

const withoutMarkers = (text: string): string => text.split(START).join('').split(STOP).join('');

/** The text's parts in order: plain strings, and the marked words. */
function partsOf(text: string): (string | { marked: string })[] {
  const parts: (string | { marked: string })[] = [];
  let rest = text;
  for (;;) {
    const start = rest.indexOf(START);
    const stop = start < 0 ? -1 : rest.indexOf(STOP, start + 1);
    if (stop < 0) break;
    if (start > 0) parts.push(withoutMarkers(rest.slice(0, start)));
    parts.push({ marked: withoutMarkers(rest.slice(start + 1, stop)) });
    rest = rest.slice(stop + 1);
  }
  if (rest) parts.push(withoutMarkers(rest));
  return parts;
}

export function Marked({ text }: { text: string }) {
  return (
    <>
      {partsOf(text).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <mark key={i} className={markClass}>
            {part.marked}
          </mark>
        ),
      )}
    </>
  );
}
