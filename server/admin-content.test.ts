import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '#db/schema';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

// The promotions and content screens through the whole app (ADR 0095): each route checks
// its area on the server; a picture upload lands in the image store and serves as a variant.
let shop: TestShop;
let staffs: StaffClient;
beforeAll(async () => {
  shop = await createTestShop();
  staffs = await staffClient(shop);
}, 120_000);
afterAll(() => shop.close());

const as = (login: string) => staffs.as(login);
const get = (login: string, path: string) => staffs.get(login, path);
const post = (login: string, path: string, body: FormData | URLSearchParams) => staffs.post(login, path, body);

describe('promotions and content screens (ADR 0095)', () => {
  it('the content editor and the admin open them; a manager and a moderator get 403, never data', async () => {
    const paths = [
      '/admin/promotions',
      '/admin/promotions/new',
      '/admin/promotions/1',
      '/admin/content',
      '/admin/content?tab=articles',
      '/admin/content/banners/1',
      '/admin/content/pages/contacts',
      '/admin/content/stores/1',
      '/admin/content/methods/payment/1',
    ];
    for (const path of paths) {
      expect((await get('content', path)).status, path).toBe(200);
      for (const login of ['manager', 'moderator']) {
        const response = await get(login, path);
        expect(response.status, `${login} ${path}`).toBe(403);
        expect(await response.text()).not.toContain('Морська риболовля');
      }
    }
    expect((await get('admin', '/admin/content?tab=stores')).status).toBe(200);
    const form = new URLSearchParams({ _csrf: as('moderator').csrf, intent: 'save', titleUa: 'x' });
    expect((await post('moderator', '/admin/content/banners/1', form)).status).toBe(403);
    const [banner] = await shop.database.db.select().from(banners).where(eq(banners.id, 1));
    expect(banner?.titleUa).not.toBe('x');
  });

  it('a banner picture uploaded through the back office is kept by content hash and served by the image pipeline (ADR 0063)', async () => {
    const png = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#1a7a8a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('_csrf', as('content').csrf);
    form.set('returnTo', '/admin/content/banners/new');
    form.set('image', new File([new Uint8Array(png)], 'banner.png', { type: 'image/png' }));
    const response = await post('content', '/admin/content/upload', form);
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    const image = decodeURIComponent(/[?&]image=([^&]+)/.exec(location)?.[1] ?? '');
    expect(location).toMatch(/^\/admin\/content\/banners\/new\?image=/);
    expect(image).toMatch(/^\/images\/content\/[0-9a-f]{32}\.jpg$/);
    const variant = await shop.app.request(`http://shop.test/images/v1/w/480${image.slice('/images'.length)}.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    // Not a picture: back to the form with the reason; a moderator may not upload at all.
    const junk = new FormData();
    junk.set('_csrf', as('content').csrf);
    junk.set('returnTo', '/admin/content/banners/1');
    junk.set('image', new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' }));
    const refused = await post('content', '/admin/content/upload', junk);
    expect(refused.headers.get('location')).toBe('/admin/content/banners/1?upload=invalid');
    const other = new FormData();
    other.set('_csrf', as('moderator').csrf);
    other.set('image', new File([new Uint8Array(png)], 'banner.png', { type: 'image/png' }));
    expect((await post('moderator', '/admin/promotions/upload', other)).status).toBe(403);
  });
});
