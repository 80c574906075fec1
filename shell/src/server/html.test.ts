import { parseTemplate } from './html';

const template = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="index,follow"><meta name="description" content="Tales"><title>Tales</title><script defer src="/main.js"></script><link href="/main.css" rel="stylesheet"></head><body><div id="root"></div></body></html>`;
const head = { htmlAttributes: 'lang="zh-CN" dir="ltr"', tags: '<title data-head>故事</title>' };

describe('the page template', () => {
  it('wraps the rendered markup with the page head and the data hand-off, keeping the scripts', () => {
    const { before, after } = parseTemplate(template).around(
      head,
      ['<link rel="stylesheet" href="http://r/page.css" />'],
      { entries: {}, timeZone: 'UTC' },
    );
    const page = `${before}<p>markup</p>${after}`;
    expect(page).toContain('<html lang="zh-CN" dir="ltr">');
    expect(page).toContain(
      '<div id="root"><p>markup</p></div><script id="tales-data" type="application/json">{"entries":{},"timeZone":"UTC"}</script>',
    );
    expect(page).toContain('<script defer src="/main.js"></script>');
    expect(page).toContain('<link rel="stylesheet" href="http://r/page.css" />');
    expect(page).toContain('<meta name="viewport"');
  });

  it("asks for the page's scripts after its markup and hand-off, so they never share the line with the page", () => {
    const preload = '<link rel="preload" as="script" href="http://r/page.js" />';
    const { before, after } = parseTemplate(template).around(head, [], { entries: {}, timeZone: 'UTC' }, [preload]);
    expect(before).not.toContain('<script defer');
    expect(before).not.toContain(preload);
    expect(after).toBe(
      `</div><script id="tales-data" type="application/json">{"entries":{},"timeZone":"UTC"}</script>${preload}<script defer src="/main.js"></script></body></html>`,
    );
  });

  it("replaces the template's own title, description and robots with the page's", () => {
    const { before } = parseTemplate(template).around(head, [], { entries: {}, timeZone: 'UTC' });
    expect(before.match(/<title/g)).toHaveLength(1);
    expect(before).toContain('<title data-head>故事</title>');
    expect(before).not.toContain('name="robots"');
    expect(before).not.toContain('name="description"');
  });

  it("leaves out the template's link to the shell's stylesheet, which the renderer brings inline", () => {
    const { before } = parseTemplate(template).around(head, ['<style data-shell-styles>p{}</style>'], {
      entries: {},
      timeZone: 'UTC',
    });
    expect(before).not.toContain('href="/main.css"');
    expect(before).toContain('<style data-shell-styles>p{}</style>');
  });

  it('keeps the template whole for pages the browser renders', () => {
    expect(parseTemplate(template).plain).toBe(template);
  });

  it('refuses a template without the root element', () => {
    expect(() => parseTemplate('<html><body></body></html>')).toThrow(/no <div id="root">/);
  });
});
