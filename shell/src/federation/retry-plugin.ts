// Network layer of remote resilience: a manifest request or a remote's entry script is tried again, RETRY.retryDelay
// apart, before the remote counts as unavailable. The library's plugin retries entry scripts as asked, but its fetch
// hook drops `retryDelay` (it always waits its default second), so manifest requests are retried here.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

export const RETRY = { retryTimes: 2, retryDelay: 500 };

/** An answer the runtime can use: a success whose body is JSON (a manifest), read from a copy. */
async function usable(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  return response
    .clone()
    .json()
    .then(
      () => true,
      () => false,
    );
}

/**
 * `fetch(url, init)`, tried `retryTimes` more times, `retryDelay` ms apart, while it fails or answers something
 * unusable; the last failure is thrown.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { retryTimes, retryDelay }: typeof RETRY = RETRY,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let failure: Error;
    try {
      const response = await fetch(url, init);
      if (await usable(response)) return response;
      failure = new Error(`${url} answered ${response.status} without a usable body`);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    if (attempt >= retryTimes) throw failure;
    await new Promise((resolve) => setTimeout(resolve, retryDelay));
  }
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    ...RetryPlugin({ script: RETRY }),
    fetch: (url, init) => fetchWithRetry(url, init),
  };
}
