import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';
import { bodyLimitFor, bodyLimits, isUpload } from './request-body';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);
afterAll(() => shop.close());

const fifty = 50 * 1024 * 1024;
const chunkSize = 64 * 1024;

/** A form body that would be `total` bytes, made only as it is read; `pulled()` counts what was read. */
function lazyBody(total: number) {
  const chunk = new TextEncoder().encode(`a=${'a'.repeat(chunkSize - 3)}&`);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return shop.app.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    duplex: 'half',
  } as RequestInit);
}

describe('request bodies are limited by what each route needs (issue: 50 MB forms; ADR 0040)', () => {
  it('a 50 MB streamed form to the API is refused with 413 in the bilingual envelope after reading at most its limit', async () => {
    const body = lazyBody(fifty);
    const response = await post('/site/users/auth/phone/', body.stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      status: 'error',
      code: 'payload_too_large',
      message: 'Слишком большой запрос',
      message_ua: 'Запит завеликий',
    });
    expect(body.pulled()).toBeLessThanOrEqual(bodyLimits.form + chunkSize);
  });

  it.each([
    ['/profile', 'Запит завеликий'],
    ['/ru/profile', 'Слишком большой запрос'],
    ['/checkout', 'Запит завеликий'],
    ['/ru/checkout.data', 'Слишком большой запрос'],
  ])('a 50 MB streamed form to the storefront %s gets a small 413 page, read at most to its limit', async (path, text) => {
    const body = lazyBody(fifty);
    const response = await post(path, body.stream);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('connection')).toBe('close');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(`<h1>${text}</h1>`);
    expect(body.pulled()).toBeLessThanOrEqual(bodyLimits.form + chunkSize);
  });

  it('a declared Content-Length over the limit is refused before a byte is read', async () => {
    const body = lazyBody(fifty);
    const response = await post('/profile', body.stream, { 'content-length': String(fifty) });
    expect(response.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });

  it('a form within the limit still reaches its route', async () => {
    const response = await post('/site/users/auth/phone/', 'phone=0501234567');
    expect(response.status).toBe(200);
  });

  it('checkout calls carrying the cart as JSON take 100 lines (SPEC §7), not much more', async () => {
    const cart = JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: 999_999_000 + i, quantity: 999 })));
    const form = new URLSearchParams({
      deliveryMethod: '1',
      selectedDepartment: 'Відділення № 1'.padEnd(100, 'ї'),
      paymentMethod: '1',
      promo_code: '',
      cart,
    }).toString();
    const fits = await post('/site/ordernew/create/check', form);
    expect(fits.status).not.toBe(413);
    expect(fits.status).toBeLessThan(500);
    const huge = await post('/site/ordernew/create/check', `${form}&x=${'a'.repeat(bodyLimits.cart)}`);
    expect(huge.status).toBe(413);
  });

  it('a review with photos keeps its own larger limit (10 photos × 5 MB)', async () => {
    const form = new FormData();
    form.set('rating', '5');
    form.set('text', 'Чудова котушка, рекомендую');
    form.set('name', 'Іван');
    form.append('photos', new Blob([new Uint8Array(1024 * 1024)], { type: 'image/png' }), 'a.png');
    const response = await shop.app.request('/site/reviews/1', { method: 'POST', body: form });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });

  it('over a real socket, a chunked 50 MB upload is answered 413 and cut off long before its end', async () => {
    const server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      let written = 0;
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          path: '/profile',
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
        });
        let answered = false;
        request.on('response', (response) => {
          answered = true;
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', (error) => {
          if (!answered) reject(error);
        });
        const chunk = Buffer.alloc(chunkSize, 'a');
        const pump = () => {
          while (!answered && !request.destroyed && written < fifty) {
            written += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', pump);
          }
          if (written >= fifty) request.end();
        };
        pump();
      });
      expect(status).toBe(413);
      // Socket buffers take a few MB at most: the server never waited for the 50 MB.
      expect(written).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);
});

describe('the storefront review form alone takes photos (multipart up to 55 MB; ADR 0040, 0041, 0053)', () => {
  /** A multipart review with one photo of `bytes` bytes: a real 1×1 PNG padded with zeros (photos are decoded, ADR 0079). */
  function reviewForm(bytes: number) {
    const png = new Uint8Array(bytes);
    png.set(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const form = new FormData();
    form.set('rating', '4');
    form.set('text', 'Тримає волосінь рівно, котушка тиха');
    form.set('name', 'Оксана');
    form.append('photos', new Blob([png], { type: 'image/png' }), 'catch.png');
    return form;
  }
  const fromUs = { origin: 'http://localhost' };

  it('gives only POST /review/{id} and /ru/review/{id} (and their .data) the review limit', () => {
    for (const path of ['/review/1', '/ru/review/1', '/review/123456789.data', '/ru/review/7.data'])
      expect(bodyLimitFor('POST', path), path).toBe(bodyLimits.review);
    for (const path of ['/review/0', '/review/abc', '/review/1/x', '/ru/review', '/x/review/1', '/profile'])
      expect(bodyLimitFor('POST', path), path).toBe(bodyLimits.form);
    expect(bodyLimits.review).toBe(55 * 1024 * 1024);
  });

  it('a 1 MB photo reaches the review form, which stores it and redirects to the product (no JS)', async () => {
    const response = await shop.app.request('/review/1', {
      method: 'POST',
      body: reviewForm(1024 * 1024),
      headers: fromUs,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/[a-z0-9-]+\/p1\?review=sent#review-form$/);
  });

  it.each([
    ['/profile', 'Запит завеликий'],
    ['/ru/checkout', 'Слишком большой запрос'],
    ['/review/p1', 'Запит завеликий'],
    ['/ru/review/1/extra', 'Слишком большой запрос'],
  ])('the same 1 MB multipart to %s still meets the 16 KB form limit', async (path, text) => {
    const response = await shop.app.request(path, { method: 'POST', body: reviewForm(1024 * 1024), headers: fromUs });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(`<h1>${text}</h1>`);
  });

  it('a body that is not a form is refused before the review action (415), a broken multipart by readForm (400)', async () => {
    const json = await shop.app.request('/review/1', {
      method: 'POST',
      body: '{"rating":5}',
      headers: { ...fromUs, 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    const broken = await shop.app.request('/ru/review/1', {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5',
      headers: { ...fromUs, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBe(400);
  });
});

describe('back-office bodies (ADR 0090)', () => {
  it('an admin form may carry 1 MB, an `/upload` post 100 MB streamed, the sign-in a shop form', () => {
    expect(bodyLimitFor('POST', '/admin/content/articles/3')).toBe(bodyLimits.admin);
    expect(bodyLimitFor('POST', '/admin/orders/12.data')).toBe(bodyLimits.admin);
    expect(bodyLimitFor('POST', '/admin.data')).toBe(bodyLimits.admin);
    expect(bodyLimitFor('POST', '/admin/imports/upload')).toBe(bodyLimits.adminUpload);
    expect(bodyLimitFor('POST', '/admin/goods/12/upload.data')).toBe(bodyLimits.adminUpload);
    expect(isUpload('POST', '/admin/imports/upload')).toBe(true);
    expect(isUpload('POST', '/admin/imports')).toBe(false);
    // Not the back office: a storefront path that merely starts with the letters.
    expect(bodyLimitFor('POST', '/administration')).toBe(bodyLimits.form);
    expect(bodyLimitFor('POST', '/ru/admin/x')).toBe(bodyLimits.form);
  });
});

describe('import uploads (ADR 0094)', () => {
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' };

  it('an import file may be larger than a review (60 MB declared passes the door) and is never read before the guard', async () => {
    const body = lazyBody(60 * 1024 * 1024);
    const response = await post('/admin/imports/upload', body.stream, {
      ...multipart,
      'content-length': String(60 * 1024 * 1024),
    });
    expect(response.status).not.toBe(413);
    // Nobody signed in: the guard answers (the sign-in page) without reading the body, nor did the form check.
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/admin\/login/);
    expect(body.pulled()).toBeLessThanOrEqual(4 * chunkSize);
  });

  it('over 100 MB is refused from its Content-Length before a byte is read', async () => {
    const body = lazyBody(fifty);
    const response = await post('/admin/imports/upload', body.stream, {
      ...multipart,
      'content-length': String(bodyLimits.adminUpload + 1),
    });
    expect(response.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });
});
