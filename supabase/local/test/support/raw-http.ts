import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json(): unknown;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's source address: any 127.x.y.z reaches a server listening on 127.0.0.1 (Linux loopback). */
  from?: string;
}

/**
 * One HTTP request with full control over what fetch hides: the source address (so a test can act as several
 * clients), the Host header and oversized request lines.
 */
export function rawRequest(baseUrl: string, pathAndQuery: string, options: RawRequest = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: pathAndQuery,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            json: () => JSON.parse(text) as unknown,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}
