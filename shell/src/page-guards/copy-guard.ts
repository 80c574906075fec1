// SPEC §1: the page blocks the context menu, copy and cut, except inside form fields so people can
// still copy, paste and edit what they type.
const blocked = ['contextmenu', 'copy', 'cut'] as const;

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/** Installs the guard on a document; returns the function that removes it. */
export function installCopyGuard(doc: Document = document): () => void {
  const onEvent = (event: Event) => {
    if (!isEditable(event.target)) event.preventDefault();
  };
  for (const type of blocked) doc.addEventListener(type, onEvent);
  return () => {
    for (const type of blocked) doc.removeEventListener(type, onEvent);
  };
}
