// The browser's half of DocumentHead, in a chunk of its own: works the page's head out and writes it into the
// document unless it is already there. A page the server rendered has its head, so this code arrives with the
// reader's first navigation.
import { applyHeadTags } from './apply-head';
import { headFor, type HeadInput } from './head-for';

/** Writes the head for `input` unless it reads like `previous` (a signature this returned); returns its signature. */
export function writeHead(input: HeadInput, previous: string | undefined): string {
  const tags = headFor(input);
  const signature = JSON.stringify(tags);
  // The tags are compared by value: a re-render with the same head touches nothing.
  if (signature !== previous) applyHeadTags(tags);
  return signature;
}
