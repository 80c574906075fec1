import { inlineStyles, remoteStyles } from './inline-styles';

const sheet = (href: string, css: string) => ({ href, css });
const styles = {
  main: [sheet('/main.1.css', ':root{--a:1}')],
  bootstrap: [sheet('/bootstrap.2.css', '.header{display:flex}')],
  'page-about': [sheet('/page-about.3.css', '.about{margin:0}')],
  'page-terms': [sheet('/page-terms.4.css', '.terms{margin:0}')],
  '755': [sheet('/755.5.css', '.dialog{position:fixed}')],
};

describe("the shell's styles in a rendered page", () => {
  it('carries the first paint (entry and bootstrap) inline, each file named by a disabled link, in cascade order', () => {
    const head = inlineStyles(styles, 'home');
    expect(head).toContain('<style data-shell-styles>:root{--a:1}\n.header{display:flex}</style>');
    expect(head).toContain('<link rel="stylesheet" href="/main.1.css" disabled />');
    expect(head).toContain('<link rel="stylesheet" href="/bootstrap.2.css" disabled />');
  });

  it("adds a content page's own stylesheet on its route only", () => {
    expect(inlineStyles(styles, 'about')).toContain('.about{margin:0}');
    expect(inlineStyles(styles, 'about')).toContain('href="/page-about.3.css" disabled');
    expect(inlineStyles(styles, 'about')).not.toContain('terms');
    expect(inlineStyles(styles, 'home')).not.toContain('about');
  });

  it('leaves a chunk loaded on use (a dialog) to its loader: neither inline nor marked', () => {
    for (const key of ['home', 'about', undefined] as const) {
      expect(inlineStyles(styles, key)).not.toContain('dialog');
      expect(inlineStyles(styles, key)).not.toContain('/755.5.css');
    }
  });

  it('inlines a file two groups share once', () => {
    const shared = { ...styles, 'page-privacy': [styles.bootstrap[0], sheet('/page-privacy.6.css', '.privacy{}')] };
    const head = inlineStyles(shared, 'privacy');
    expect(head.match(/\.header\{display:flex\}/g)).toHaveLength(1);
    expect(head.match(/bootstrap\.2\.css/g)).toHaveLength(1);
  });

  it('cannot be closed early by a closing tag inside a stylesheet', () => {
    const head = inlineStyles({ main: [sheet('/main.css', 'a::after{content:"</style><script>"}')] }, undefined);
    expect(head).not.toContain('</style><script>');
    expect(head.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe("the remote page's styles in a rendered page", () => {
  const reader = 'http://127.0.0.1:3001/__federation_expose_StoryPage.1.css';
  const shared = 'http://127.0.0.1:3001/4657.2.css';

  it('carries the sheets it could read inline, in order, each named by a disabled link', () => {
    const head = remoteStyles([
      { href: shared, css: '.card{margin:0}' },
      { href: reader, css: '.story{font-size:1.1rem}' },
    ]);
    expect(head).toContain('<style data-remote-styles>.card{margin:0}\n.story{font-size:1.1rem}</style>');
    expect(head).toContain(`<link rel="stylesheet" href="${shared}" disabled />`);
    expect(head).toContain(`<link rel="stylesheet" href="${reader}" disabled />`);
  });

  it('links to a sheet it could not read, so the page still gets its styles', () => {
    const head = remoteStyles([{ href: reader, css: null }]);
    expect(head).toBe(`<link rel="stylesheet" href="${reader}" />`);
  });

  it('cannot be ended early by a closing tag in a stylesheet', () => {
    expect(remoteStyles([{ href: reader, css: '.a::after{content:"</style><script>"}' }])).not.toContain(
      '</style><script>',
    );
  });
});
