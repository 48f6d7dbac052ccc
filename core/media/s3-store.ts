import { AwsClient } from 'aws4fetch';
import { isOriginalPath } from '#core/images';
import type { WritableImageStore } from './image-store';

export type S3StoreOptions = {
  /**
   * The bucket's base URL, path-style or virtual-hosted, with an optional key prefix:
   * `https://s3.eu-central-1.amazonaws.com/poplavok-images/originals`,
   * `https://poplavok.r2.cloudflarestorage.com/images`, `http://minio.local:9000/images`.
   */
  url: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Milliseconds a read may take before the route answers 503 (default 10 s). */
  timeoutMs?: number;
};

/**
 * Originals in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2; ADR 0063):
 * a signed GET per original that is not yet in the variant cache. Signing by `aws4fetch` (SigV4
 * over the platform's fetch, no SDK). A missing key is null (the route's 404); any other failure
 * throws, so a broken bucket is logged, not shown as "no picture".
 */
export function s3Store(options: S3StoreOptions): WritableImageStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 1,
  });
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const urlOf = (originalPath: string) => `${base}/${originalPath.split('/').map(encodeURIComponent).join('/')}`;
  /** Writes and deletes (review photos, ADR 0079): any answer but 2xx (and 404 for a delete) throws. */
  async function change(method: 'PUT' | 'DELETE', originalPath: string, init: RequestInit = {}) {
    if (!isOriginalPath(originalPath)) throw new Error(`image store: bad path ${originalPath}`);
    const response = await client.fetch(urlOf(originalPath), {
      ...init,
      method,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = (await response.text()).slice(0, 300);
    if (!response.ok && !(method === 'DELETE' && response.status === 404))
      throw new Error(`image store: ${method} ${originalPath} answered ${response.status}: ${text}`);
  }
  return {
    writeOriginal: (originalPath, bytes, contentType) =>
      change('PUT', originalPath, { body: new Uint8Array(bytes), headers: { 'Content-Type': contentType } }),
    deleteOriginal: (originalPath) => change('DELETE', originalPath),
    async readOriginal(originalPath) {
      if (!isOriginalPath(originalPath)) return null;
      const response = await client.fetch(urlOf(originalPath), { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        const text = (await response.text()).slice(0, 300);
        throw new Error(`image store: GET ${originalPath} answered ${response.status}: ${text}`);
      }
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
