import http from 'node:http';

/** One answer of the server to the abuse bench: its status (or why there was none), `X-Cache`, body. */
export type Answer = { status: number | 'reset' | 'timeout'; cache: string | null; body: string };

/**
 * One request from the bench's own address (`source`, a loopback alias) with a 10 s timeout; an
 * empty form body for a POST. Never rejects: a reset or a timeout is an answer the bench counts.
 */
export function send(
  port: number,
  path: string,
  options: {
    method?: 'GET' | 'POST';
    headers: Record<string, string>;
    agent?: http.Agent;
    source?: string | undefined;
  },
): Promise<Answer> {
  const method = options.method ?? 'GET';
  const headers =
    method === 'POST'
      ? { ...options.headers, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' }
      : options.headers;
  return new Promise((resolve) => {
    let cache: string | null = null;
    let body = '';
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers,
        timeout: 10_000,
        ...(options.agent ? { agent: options.agent } : {}),
        ...(options.source ? { localAddress: options.source } : {}),
      },
      (response) => {
        cache = (response.headers['x-cache'] as string | undefined) ?? null;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, cache, body }));
        response.on('error', () => resolve({ status: 'reset', cache, body }));
      },
    );
    request.on('timeout', () => {
      request.destroy();
      resolve({ status: 'timeout', cache, body });
    });
    request.on('error', () => resolve({ status: 'reset', cache, body }));
    request.end();
  });
}
