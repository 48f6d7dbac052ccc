import { reviewPhotoIdOf } from '#core/images';
import { type ImageStore, isDemoImageUsed, renderDemoImage } from '#core/media';
import { isReviewPhotoPublished, publishedReviewPhotoKey } from '#core/reviews';
import { parseId } from '#core/shared';
import type { Db } from '#db/client';

/** Names the database confirmed, so a page of cold variants asks once per drawing, not per width. */
const maxConfirmed = 10_000;

/**
 * The demo catalogue's drawings (`demo/<name>.svg`, core/media) as originals, drawn on request.
 * With `db`, only drawings the shop's data uses exist (`isDemoImageUsed`): any other name is null
 * before anything is drawn, so a stranger's made-up slugs render and keep nothing (ADR 0079).
 */
export function demoStore(db?: Db): ImageStore {
  const confirmed = new Set<string>();
  return {
    async readOriginal(originalPath) {
      const match = /^demo\/([a-z0-9-]+)\.svg$/.exec(originalPath);
      const name = match?.[1];
      const svg = name ? renderDemoImage(name) : null;
      if (!name || svg === null) return null;
      if (db && !confirmed.has(name)) {
        if (!(await isDemoImageUsed({ db }, name))) return null;
        if (confirmed.size >= maxConfirmed) confirmed.clear();
        confirmed.add(name);
      }
      return Buffer.from(svg);
    },
  };
}

/** The demo drawings under `demo/` (only those the data uses when `db` is given), everything else from `store`. */
export function withDemoImages(store: ImageStore, db?: Db): ImageStore {
  const demo = demoStore(db);
  return {
    readOriginal: (originalPath) =>
      originalPath.startsWith('demo/') ? demo.readOriginal(originalPath) : store.readOriginal(originalPath),
    visibility: store.visibility?.bind(store),
    writeOriginal: store.writeOriginal?.bind(store),
    deleteOriginal: store.deleteOriginal?.bind(store),
  };
}

/** The photo id of the path, within the `integer` column (a longer one is no photo, not a 500). */
const reviewPhotoId = (originalPath: string) => parseId(reviewPhotoIdOf(originalPath));

/**
 * Review photos (`reviews/<photo id>.jpg`) while their review is published: the row names the
 * file's key in `store` (ADR 0079). Every other `reviews/…` path is nothing, so a stored file is
 * reachable only through its published review. Everything else from `store`.
 */
export function withReviewPhotos(store: ImageStore, db: Db): ImageStore {
  const ctx = { db };
  return {
    async readOriginal(originalPath) {
      if (!originalPath.startsWith('reviews/')) return store.readOriginal(originalPath);
      const id = reviewPhotoId(originalPath);
      const key = id === null ? null : await publishedReviewPhotoKey(ctx, id);
      return key ? store.readOriginal(key) : null;
    },
    async visibility(originalPath) {
      if (!originalPath.startsWith('reviews/')) return store.visibility ? store.visibility(originalPath) : 'permanent';
      const id = reviewPhotoId(originalPath);
      return id !== null && (await isReviewPhotoPublished(ctx, id)) ? 'shown' : 'hidden';
    },
  };
}
