// One HTTP request over XMLHttpRequest: the only browser API that reports upload progress
// (fetch and Supabase's storage-js do not).

export interface XhrRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: Blob | string;
  timeoutMs: number;
  signal?: AbortSignal;
  onUploadProgress?: (loaded: number, total: number) => void;
  createXhr: () => XMLHttpRequest;
}

export type XhrResult =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  /** The browser refused to even send it (a bad header, an invalid URL): retrying cannot help. */
  | { kind: 'refused'; reason: string };

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Never rejects: every ending is a result the caller maps to success, retry or failure. */
export function sendXhr(request: XhrRequest): Promise<XhrResult> {
  return new Promise((resolve) => {
    if (request.signal?.aborted) {
      resolve({ kind: 'aborted' });
      return;
    }
    const xhr = request.createXhr();
    const onAbortSignal = () => xhr.abort();
    const finish = (result: XhrResult) => {
      request.signal?.removeEventListener('abort', onAbortSignal);
      resolve(result);
    };
    xhr.onload = () => finish({ kind: 'response', status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => finish({ kind: 'network' });
    xhr.ontimeout = () => finish({ kind: 'timeout' });
    xhr.onabort = () => finish({ kind: 'aborted' });
    try {
      xhr.open(request.method, request.url);
      xhr.timeout = Math.max(1, Math.floor(request.timeoutMs));
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      if (request.onUploadProgress) {
        const report = request.onUploadProgress;
        xhr.upload.onprogress = (event) => report(event.loaded, event.lengthComputable ? event.total : 0);
      }
      request.signal?.addEventListener('abort', onAbortSignal, { once: true });
      xhr.send(request.body ?? null);
    } catch (error) {
      finish({ kind: 'refused', reason: error instanceof Error ? error.message : String(error) });
    }
  });
}
