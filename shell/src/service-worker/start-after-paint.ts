// A page kept on the device fetches nothing before the first frame that shows it, and starts its scripts after
// that frame. A deferred script runs in the task that ends parsing, before the first frame; from the network it
// arrives after that frame anyway, but from the device it is there at once, and running it first would hold back
// the story a revisit shows. Each fetch hint costs the parser a request through the worker while it builds the
// page, so the copy the worker keeps moves its hints for code and data (never a stylesheet) and its deferred
// scripts to the end of its body, and starts them there after a frame; a hidden page paints no frame and starts
// them at once.

const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
/** A preload of code or data: what the page's scripts use, never what its first frame shows. */
const CODE_HINT = /<link rel="preload"(?=[^>]*\bas="(?:script|fetch)")[^>]*>/g;

/** The page's markup with its code hints and deferred scripts started after its first frame (unchanged when it has no scripts). */
export function startScriptsAfterFirstPaint(html: string): string {
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (!scripts.length || !html.includes('</body>')) return html;
  const hints = [...html.matchAll(CODE_HINT)].map((match) => match[0]).join('');
  // As a script's string: `<` escaped, so no hint can end the script element.
  const addHints = hints
    ? `document.head.insertAdjacentHTML('beforeend',${JSON.stringify(hints).replace(/</g, '\\u003c')});`
    : '';
  const start = `function(){${addHints}${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}`;
  const starter = `<script>(function(start){document.visibilityState==='hidden'?start():requestAnimationFrame(function(){setTimeout(start)})})(${start})</script>`;
  return html.replace(CODE_HINT, '').replace(DEFERRED_SCRIPT, '').replace('</body>', `${starter}</body>`);
}

/** A page the worker keeps: the server's 200 answer in HTML. */
export const isKeepablePage = (response: Response): boolean =>
  response.status === 200 && !!response.headers.get('content-type')?.startsWith('text/html');

/** The response to keep for a page: its markup as above, with the network's status and headers. */
export async function keptPage(response: Response): Promise<Response> {
  if (!isKeepablePage(response)) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(startScriptsAfterFirstPaint(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
