/** @jest-environment jsdom */
// The page head's inline script, as the build fills in the template: the kept press and the stored-session mark.
import fs from 'node:fs';
import { AUTH_STORAGE_KEY, pageHandoff, STORED_SESSION_ATTRIBUTE } from '@tales/shared/boot';
import { pageTemplate, pageTemplateParameters } from './page-template';

const parameters = pageTemplateParameters('Tales');
const html = fs.readFileSync(pageTemplate, 'utf8').replace(/<%= (\w+) %>/g, (_tag, name: string) => parameters[name]);
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

beforeAll(() => {
  document.body.innerHTML = `
    <button type="button" id="menu"><svg><path /></svg></button>
    <button type="button" id="off" disabled>off</button>
    <form><button type="submit" id="month">next</button></form>`;
  (0, eval)(inlineScript);
});

const early = () => pageHandoff().press;
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

it('reads no time zone: the first Intl call of a page would hold back its first paint', () => {
  expect(inlineScript).not.toMatch(/Intl\b/);
});

it('marks the page when a session is stored on the device, and only then', () => {
  expect(document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)).toBe(false);
  window.localStorage.setItem(AUTH_STORAGE_KEY, '{"access_token":"x"}');
  try {
    (0, eval)(inlineScript);
    expect(document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)).toBe(true);
  } finally {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
    document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
  }
});
