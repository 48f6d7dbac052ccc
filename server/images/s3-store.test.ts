import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Store } from '#core/media';
import type { Services } from '../context';
import { parseEnv } from '../env';
import { imageRoutes } from './index';

/**
 * An S3-compatible endpoint on the loopback (the protocol's side, not ours): it checks each
 * request's SigV4 signature by signing the same request again with the secret, and serves one
 * bucket's objects by path-style key.
 */
const secret = 'test-secret-key';
const objects = new Map<string, Buffer>();
let server: Server;
let endpoint: string;
/** The next n requests answer 500 (the client retries once). */
let failures = 0;
const seen: string[] = [];

async function validSignature(req: IncomingMessage, url: string): Promise<boolean> {
  const auth = req.headers.authorization ?? '';
  const datetime = String(req.headers['x-amz-date'] ?? '');
  const match = /Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request/.exec(auth);
  if (!match || !datetime) return false;
  const headers = new Headers();
  const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
  for (const name of signed.filter((header) => header !== 'host' && header !== 'x-amz-date')) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const again = await new AwsV4Signer({
    method: req.method ?? 'GET',
    url,
    headers,
    accessKeyId: match[1] as string,
    secretAccessKey: secret,
    region: match[2],
    service: 's3',
    datetime,
  }).sign();
  return again.headers.get('authorization') === auth;
}

beforeAll(async () => {
  objects.set(
    '/shop-bucket/originals/goods/wide.png',
    await sharp({ create: { width: 900, height: 300, channels: 3, background: '#27a' } })
      .png()
      .toBuffer(),
  );
  server = createServer(async (req, res) => {
    const url = `${endpoint}${req.url}`;
    seen.push(req.url ?? '');
    if (!(await validSignature(req, url))) {
      res
        .writeHead(403, { 'Content-Type': 'application/xml' })
        .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (failures > 0) {
      failures--;
      res.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
      return;
    }
    const key = new URL(url).pathname;
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      objects.set(key, Buffer.concat(chunks));
      res.writeHead(200).end();
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    const body = objects.get(key);
    if (!body) {
      res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('originals in an S3-compatible bucket (ADR 0063)', () => {
  it('reads an original by a signed GET, null for a missing key, throws on a failing bucket', async () => {
    const store = s3Store({
      url: `${endpoint}/shop-bucket/originals/`,
      region: 'eu-central-1',
      accessKeyId: 'AKTEST',
      secretAccessKey: secret,
    });
    const bytes = await store.readOriginal('goods/wide.png');
    expect((await sharp(bytes as Buffer).metadata()).width).toBe(900);
    expect(seen.at(-1)).toBe('/shop-bucket/originals/goods/wide.png');
    expect(await store.readOriginal('goods/none.png')).toBeNull();
    expect(await store.readOriginal('../etc/passwd.png')).toBeNull(); // never asked
    expect(seen.at(-1)).toBe('/shop-bucket/originals/goods/none.png');

    const wrong = s3Store({
      url: `${endpoint}/shop-bucket/originals`,
      region: 'eu-central-1',
      accessKeyId: 'AKTEST',
      secretAccessKey: 'wrong',
    });
    await expect(wrong.readOriginal('goods/wide.png')).rejects.toThrow(/403/);
  });

  it('configured by IMAGES_S3_*: the variant route resizes from the bucket; a failing bucket is a 503, not a 500', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'poplavok-s3-'));
    try {
      const services = {
        env: parseEnv({
          DATA_DIR: dataDir,
          IMAGES_S3_URL: `${endpoint}/shop-bucket/originals`,
          IMAGES_S3_REGION: 'eu-central-1',
          IMAGES_S3_ACCESS_KEY_ID: 'AKTEST',
          IMAGES_S3_SECRET_ACCESS_KEY: secret,
        }),
        log: pino({ level: 'silent' }),
        now: () => new Date(),
      } as Services; // the image routes use no database but review photos, not asked here
      const app = imageRoutes(services);
      const get = (url: string) => app.request(`http://127.0.0.1${url}`);
      const ok = await get('/images/v1/w/320/goods/wide.png.webp');
      expect(ok.status).toBe(200);
      expect((await sharp(Buffer.from(await ok.arrayBuffer())).metadata()).width).toBe(320);
      expect((await get('/images/v1/w/320/goods/none.png.webp')).status).toBe(404);
      failures = 2;
      const down = await get('/images/v1/w/480/goods/wide.png.webp');
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('30');
      // Demo drawings never go to the bucket.
      const before = seen.length;
      expect((await get('/images/v1/w/160/demo/p-reel-blue-1.svg.webp')).status).toBe(200);
      expect(seen.length).toBe(before);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('review photos are written and deleted by signed PUT and DELETE', async () => {
    const store = s3Store({
      url: `${endpoint}/shop-bucket/originals`,
      region: 'eu-central-1',
      accessKeyId: 'AKTEST',
      secretAccessKey: secret,
    });
    const photo = Buffer.from('a re-encoded jpeg');
    await store.writeOriginal('reviews/0123abcd.jpg', photo, 'image/jpeg');
    expect(objects.get('/shop-bucket/originals/reviews/0123abcd.jpg')?.equals(photo)).toBe(true);
    expect((await store.readOriginal('reviews/0123abcd.jpg'))?.equals(photo)).toBe(true);
    await store.deleteOriginal('reviews/0123abcd.jpg');
    expect(objects.has('/shop-bucket/originals/reviews/0123abcd.jpg')).toBe(false);
    await store.deleteOriginal('reviews/0123abcd.jpg'); // already gone: no error
    await expect(store.writeOriginal('../x.jpg', photo, 'image/jpeg')).rejects.toThrow(/bad path/);
  });

  it('refuses a bucket URL without credentials at start-up', () => {
    expect(() => parseEnv({ IMAGES_S3_URL: 'https://s3.example.com/b' })).toThrow(/IMAGES_S3_ACCESS_KEY_ID/);
  });
});
