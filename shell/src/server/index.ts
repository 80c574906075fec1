// The server renderer's entry. The asynchronous boundary Module Federation needs before shared modules are used,
// as in the browser's entry.
import type { RendererModule } from '../../server/ssr-contract';

export const createRenderer: RendererModule['createRenderer'] = async (options) =>
  (await import('./renderer')).createRenderer(options);
