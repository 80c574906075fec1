// SPEC §2 page meta: a description longer than 147 characters is cut to 147 plus an ellipsis.
const DESCRIPTION_LIMIT = 147;

/** Counts characters, not UTF-16 units, so a cut never splits an emoji or a rare CJK character in half. */
export function truncateDescription(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length > DESCRIPTION_LIMIT
    ? `${characters.slice(0, DESCRIPTION_LIMIT).join('')}…`
    : characters.join('');
}
