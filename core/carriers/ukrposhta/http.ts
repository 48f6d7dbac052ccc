import { type CarrierCode, CarrierError } from '../carrier';

export type JsonCall = {
  method?: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
};

/**
 * One JSON call to a carrier: a timeout, HTTP and network failures as CarrierError
 * (5xx and network retryable). Messages name the status and the carrier's own message, never
 * the URL (it may hold a token) nor the headers.
 */
export async function callJson(carrier: CarrierCode, call: JsonCall, doFetch: typeof fetch = fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await doFetch(call.url, {
      method: call.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...call.headers,
        ...(call.body ? { 'content-type': 'application/json' } : {}),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'error';
    throw new CarrierError(carrier, name === 'TimeoutError' ? 'timeout' : 'network', true);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new CarrierError(carrier, `http_${response.status}: not json`, response.status >= 500);
  }
  if (!response.ok) {
    const message = json && typeof json === 'object' && 'message' in json ? String(json.message).slice(0, 200) : '';
    throw new CarrierError(carrier, `http_${response.status}${message ? `: ${message}` : ''}`, response.status >= 500);
  }
  return json;
}
