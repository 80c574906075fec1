/** A page's text, followed by its contact sentence when the site has an address to name. */
export function withContact(text: string, contact: string | undefined): string {
  return contact ? `${text} ${contact}` : text;
}
