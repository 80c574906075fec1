// A page kept on the device starts its scripts after the first frame that shows it. A deferred script runs in
// the task that ends parsing, before the first frame; from the network it arrives after that frame anyway, but
// from the device it is there at once, and running it first would hold back the story a revisit shows. So the
// copy the worker keeps asks for the scripts with preloads where their tags were, and starts them from the end of
// its body after a frame; a hidden page paints no frame and starts them at once.

const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/** The page's markup with its deferred scripts started after its first frame (unchanged when it has none). */
export function startScriptsAfterFirstPaint(html: string): string {
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (!scripts.length || !html.includes('</body>')) return html;
  const start = `function(){${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}`;
  const starter = `<script>(function(start){document.visibilityState==='hidden'?start():requestAnimationFrame(function(){setTimeout(start)})})(${start})</script>`;
  return html
    .replace(DEFERRED_SCRIPT, (_tag, src: string) => `<link rel="preload" as="script" href="${src}">`)
    .replace('</body>', `${starter}</body>`);
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
