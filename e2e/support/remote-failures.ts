// Ways a remote fails in production, played on the wire with `page.route`: its server down, slow, its manifest
// answering 500, or its code throwing while it renders. Each returns the function that brings the remote back.
import type { Page } from '@playwright/test';

export type RemoteFailure = (page: Page) => Promise<() => Promise<void>>;

/** Every file of the remote served from its own server (manifest, remoteEntry, chunks, CSS). */
const everyFile = (origin: string) => `${origin}/**`;

export function serverDown(origin: string): RemoteFailure {
  return async (page) => {
    await page.route(everyFile(origin), (route) => route.abort('connectionrefused'));
    return () => page.unroute(everyFile(origin));
  };
}

/** The remote answers, but only after `delayMs` (the manifest, which every load of the remote starts with). */
export function serverSlow(origin: string, delayMs: number): RemoteFailure {
  return async (page) => {
    const manifest = `${origin}/mf-manifest.json`;
    await page.route(manifest, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
    return () => page.unroute(manifest);
  };
}

export function manifestError(origin: string, status = 500): RemoteFailure {
  return async (page) => {
    const manifest = `${origin}/mf-manifest.json`;
    await page.route(manifest, (route) =>
      route.fulfill({ status, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    return () => page.unroute(manifest);
  };
}

/**
 * The real expose chunk, served with one change: the exposed module's factory is replaced by one whose
 * component throws while rendering, so the error travels through React into the shell's error boundary
 * exactly like a bug in the remote would. The replacement leaves the chunk-loading array once the remote's
 * runtime has installed it (at once, or when the runtime starts after this chunk), so a fresh container (the
 * slot's retry) installs only the untouched original that follows it.
 */
export function throwsWhileRendering(origin: string, exposeName: string): RemoteFailure {
  return async (page) => {
    const entry = await page.request.get(`${origin}/remoteEntry.js`);
    if (!entry.ok()) throw new Error(`${origin}/remoteEntry.js: ${entry.status()}`);
    // The container's module map: "./Name":()=>Promise.all([...]).then(()=>()=>__webpack_require__(ID)), where the
    // minifier may have renamed __webpack_require__.
    const moduleId = new RegExp(`"\\./${exposeName}":\\(\\)=>.*?\\(\\)=>\\(\\)=>[\\w$]+\\(([^)]+)\\)`).exec(
      await entry.text(),
    )?.[1];
    if (!moduleId) throw new Error(`${origin}/remoteEntry.js does not expose ./${exposeName}`);

    const chunk = `${origin}/__federation_expose_${exposeName}.*.js`;
    await page.route(chunk, async (route) => {
      const response = await route.fetch();
      const source = await response.text();
      const push = /\(self\.(\w+)=self\.\1\|\|\[\]\)\.push\(\[\[([^\]]+)\]/.exec(source);
      if (!push) throw new Error(`${route.request().url()} is not a chunk`);
      const [, global, chunkIds] = push;
      const message = JSON.stringify(`${exposeName} throws while rendering (drill)`);
      const broken = `(function(){var g=self.${global}=self.${global}||[],push=Array.prototype.push;
var e=[[${chunkIds}],{${JSON.stringify(moduleId)}:function(m){m.exports={__esModule:true,default:function(){throw new Error(${message})}}}}];
var drop=function(){var i=g.indexOf(e);if(i>=0)g.splice(i,1)};
if(g.push!==push){g.push(e);drop();return}
push.call(g,e);
Object.defineProperty(g,"push",{configurable:true,get:function(){return push},set:function(v){Object.defineProperty(g,"push",{value:v,writable:true,configurable:true});drop()}});
})();`;
      await route.fulfill({ response, body: source.replace(/^("use strict";)?/, `$1${broken}`) });
    });
    return () => page.unroute(chunk);
  };
}
