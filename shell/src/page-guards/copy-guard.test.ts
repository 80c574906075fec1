import { installCopyGuard } from './copy-guard';

function fire(target: Element, type: string): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('copy guard (SPEC §1)', () => {
  let remove: () => void;
  beforeEach(() => {
    document.body.innerHTML =
      '<p>Story text</p><input aria-label="Email" /><textarea></textarea><div contenteditable="true"><span>x</span></div>';
    remove = installCopyGuard(document);
  });
  afterEach(() => remove());

  it.each(['contextmenu', 'copy', 'cut'])('blocks %s on page text', (type) => {
    expect(fire(document.querySelector('p')!, type)).toBe(true);
  });

  it.each(['input', 'textarea', '[contenteditable] span'])(
    'allows copy, cut and the context menu inside %s',
    (selector) => {
      const field = document.querySelector(selector)!;
      for (const type of ['contextmenu', 'copy', 'cut']) expect(fire(field, type)).toBe(false);
    },
  );

  it('can be removed', () => {
    remove();
    expect(fire(document.querySelector('p')!, 'copy')).toBe(false);
    remove = installCopyGuard(document);
  });
});
