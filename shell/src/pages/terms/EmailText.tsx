// Plain translated text in which e-mail addresses (the site's contact address) become mailto links.
// Shared by the About, Terms and Privacy pages.
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

export function EmailText({ text }: { text: string }) {
  return (
    <>
      {text.split(EMAIL).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
