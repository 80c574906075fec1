/** @jest-environment jsdom */
// The page head's early-press script, as the build fills in the template.
import fs from 'node:fs';
import path from 'node:path';
import { EARLY_PRESS_KEY, type EarlyPressHolder } from '@tales/shared/boot';

const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8').replaceAll('<%= earlyPressKey %>', EARLY_PRESS_KEY);
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

beforeAll(() => {
  document.body.innerHTML = `
    <button type="button" id="menu"><svg><path /></svg></button>
    <button type="button" id="off" disabled>off</button>
    <form><button type="submit" id="month">next</button></form>`;
  (0, eval)(inlineScript);
});

const early = () => (window as EarlyPressHolder)[EARLY_PRESS_KEY];
const press = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true }));

it("keeps the last press on a button (from inside it too), never a submit button's or a disabled one's", () => {
  press(document.querySelector('#menu path')!);
  expect(early()?.button?.id).toBe('menu');
  document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
  press(document.querySelector('#month')!);
  press(document.querySelector('#off')!);
  expect(early()?.button?.id).toBe('menu');
});

it('keeps no press once the app has started', () => {
  early()!.button = null;
  early()!.started = true;
  press(document.querySelector('#menu')!);
  expect(early()?.button).toBeNull();
});
