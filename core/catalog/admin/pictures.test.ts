import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl, imageVersion } from '#core/images';
import { directoryStore, type WritableImageStore } from '#core/media';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, goods } from '#db/schema';
import { demoActors } from '#test/support/catalog-admin';
import { createTestDatabase, seededAt } from '#test/support/db';
import { addGoodPictures, arrangeGoodPictures, pictureMaxSide } from './index';

/** Pictures of a good go through the image pipeline of ADR 0063 (originals in the store under an address the variant route takes). */
let database: Database;
let ctx: Ctx;
let actors: Awaited<ReturnType<typeof demoActors>>;
let dir: string;
let store: WritableImageStore;
let goodId: number;
let demoImages: string[];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  actors = await demoActors(database.db);
  dir = await mkdtemp(path.join(tmpdir(), 'poplavok-pictures-'));
  store = directoryStore(path.join(dir, 'originals'));
  const [good] = await database.db.select({ id: goods.id, images: goods.images }).from(goods).limit(1);
  if (!good) throw new Error('no goods');
  goodId = good.id;
  demoImages = good.images;
});
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const png = async (width: number, height: number, colour = '#3366cc') =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 4, background: colour } })
          .png()
          .toBuffer(),
      ),
    ],
    'photo.png',
    { type: 'image/png' },
  );
const imagesOf = async () =>
  (await database.db.select({ images: goods.images }).from(goods).where(eq(goods.id, goodId)))[0]?.images ?? [];

describe('a good’s pictures (ADR 0063)', () => {
  it.each(['manager', 'moderator', 'store'] as const)('a %s may not upload or arrange pictures', async (role) => {
    await expect(addGoodPictures(ctx, actors[role], goodId, [await png(10, 10)], store)).rejects.toBeInstanceOf(
      StaffForbiddenError,
    );
    await expect(
      arrangeGoodPictures(ctx, actors[role], goodId, { move: 'remove', image: demoImages[0] ?? 'x' }, store),
    ).rejects.toBeInstanceOf(StaffForbiddenError);
  });

  it('an upload is re-encoded, bounded, kept under its content hash and served by the variant route', async () => {
    const result = await addGoodPictures(ctx, actors.content, goodId, [await png(3000, 1500)], store);
    if (!result.ok) throw new Error(result.error);
    const [address] = result.added;
    expect(address).toMatch(new RegExp(`^/images/goods/${goodId}/[0-9a-f]{24}\\.jpg$`));
    expect(await imagesOf()).toEqual([...demoImages, address]);
    const original = await store.readOriginal((address as string).slice('/images/'.length));
    const meta = await sharp(original as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: pictureMaxSide, height: pictureMaxSide / 2 });
    // The variant route's address scheme takes it (server/images renders what isOriginalPath accepts).
    expect(imageVariantUrl(address as string, 320)).toBe(
      `/images/v${imageVersion}/w/320${address?.slice('/images'.length)}.webp`,
    );
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'good.pictures'));
    expect(entry).toMatchObject({ entityId: String(goodId), actorName: 'content' });
  });

  it('the same picture twice is added once', async () => {
    const again = await addGoodPictures(ctx, actors.content, goodId, [await png(3000, 1500)], store);
    expect(again).toEqual({ ok: true, added: [] });
  });

  it('refuses a file that is no picture by its bytes, and one that does not decode; nothing is kept', async () => {
    const text = new File([new TextEncoder().encode('<svg onload="x()"></svg>')], 'x.jpg', { type: 'image/jpeg' });
    expect(await addGoodPictures(ctx, actors.content, goodId, [text], store)).toEqual({
      ok: false,
      error: 'picture_type',
      file: 'x.jpg',
    });
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'broken.jpg');
    expect(await addGoodPictures(ctx, actors.content, goodId, [await png(20, 20, '#ff0000'), broken], store)).toEqual({
      ok: false,
      error: 'picture_unreadable',
      file: 'broken.jpg',
    });
    expect((await imagesOf()).length).toBe(demoImages.length + 1);
    expect(await addGoodPictures(ctx, actors.content, goodId, [], store)).toEqual({
      ok: false,
      error: 'pictures_none',
    });
  });

  it('pictures are moved and removed; a removed upload leaves the store', async () => {
    const images = await imagesOf();
    const upload = images.at(-1) as string;
    const first = await arrangeGoodPictures(ctx, actors.content, goodId, { move: 'first', image: upload }, store);
    expect(first).toEqual({ ok: true, images: [upload, ...demoImages] });
    const down = await arrangeGoodPictures(ctx, actors.content, goodId, { move: 'down', image: upload }, store);
    if (!down.ok) throw new Error(down.error);
    expect(down.images[1]).toBe(upload);
    const removed = await arrangeGoodPictures(ctx, actors.content, goodId, { move: 'remove', image: upload }, store);
    expect(removed).toEqual({ ok: true, images: demoImages });
    expect(await store.readOriginal(upload.slice('/images/'.length))).toBeNull();
    expect(await arrangeGoodPictures(ctx, actors.content, goodId, { move: 'up', image: upload }, store)).toEqual({
      ok: false,
      error: 'picture_not_found',
    });
  });
});
