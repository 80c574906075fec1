// The starter the kept copy ends with, run in a document: nothing is fetched before the first frame, then the
// hints go back into the head in their order, and the scripts start after them.
import { startScriptsAfterFirstPaint } from './start-after-paint';
import { renderedPage as page } from './test-page';

describe('the starter of a kept page', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('puts the hints back into the head before the scripts, after the first frame', () => {
    const kept = startScriptsAfterFirstPaint(page);
    const html = kept.slice(0, kept.indexOf('<script>(function(start)')) + '</body></html>';
    document.documentElement.innerHTML = html.replace(/^<!doctype html><html>|<\/html>$/g, '');
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.useFakeTimers();
    new Function(kept.slice(kept.lastIndexOf('<script>') + 8, kept.indexOf('</script></body>')))();
    expect(document.querySelectorAll('head link[as="script"], head script[src]')).toHaveLength(0);
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    const added = [...document.head.querySelectorAll('link[as="fetch"], link[as="script"], script[src]')];
    expect(added.map((node) => node.getAttribute('href') ?? node.getAttribute('src'))).toEqual([
      '/runtime-config.json',
      'http://remote/page.1.js',
      '/main.1.js',
    ]);
  });
});
