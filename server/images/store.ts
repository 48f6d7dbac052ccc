import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderDemoImage } from '#core/media';
import { getReviewPhoto, isReviewPhotoPublished } from '#core/reviews';
import type { Db } from '#db/client';
import { isOriginalPath, reviewPhotoIdOf } from '../../app/images';

/**
 * Where the shop keeps its original pictures (ADR 0063). The variant pipeline reads through this
 * one method only, so an S3-compatible store can replace the directory by configuration later.
 */
export type Visibility = 'permanent' | 'shown' | 'hidden';

export type ImageStore = {
  /** The original's bytes by its path (`demo/p-reel-blue-1.svg`, `goods/12/ab12cd.jpg`), or null when there is none. */
  readOriginal(originalPath: string): Promise<Buffer | null>;
  /**
   * For originals that can be withdrawn (a review photo whose review is no longer published):
   * `shown` or `hidden` now; `permanent` for the rest. The route asks before answering, even from
   * the variant cache. Without it every original is permanent.
   */
  visibility?(originalPath: string): Promise<Visibility>;
};

/** Originals as files under one directory (`DATA_DIR/images/originals` by default). */
export function directoryStore(root: string): ImageStore {
  const base = path.resolve(root);
  return {
    async readOriginal(originalPath) {
      if (!isOriginalPath(originalPath)) return null;
      const file = path.resolve(base, originalPath);
      // The path pattern already forbids `..`; this keeps a future pattern change from escaping.
      if (!file.startsWith(base + path.sep)) return null;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** The demo catalogue's drawings (`demo/<name>.svg`, core/media) as originals, drawn on request. */
export function demoStore(): ImageStore {
  return {
    async readOriginal(originalPath) {
      const match = /^demo\/([a-z0-9-]+)\.svg$/.exec(originalPath);
      const svg = match ? renderDemoImage(match[1] as string) : null;
      return svg === null ? null : Buffer.from(svg);
    },
  };
}

/** The demo drawings under `demo/`, everything else from `store`. */
export function withDemoImages(store: ImageStore): ImageStore {
  const demo = demoStore();
  return {
    readOriginal: (originalPath) =>
      originalPath.startsWith('demo/') ? demo.readOriginal(originalPath) : store.readOriginal(originalPath),
    visibility: store.visibility?.bind(store),
  };
}

/**
 * Review photos (`reviews/<photo id>.jpg`, bytes in the database) while their review is
 * published; everything else from `store`.
 */
export function withReviewPhotos(store: ImageStore, db: Db): ImageStore {
  const ctx = { db };
  return {
    async readOriginal(originalPath) {
      if (!originalPath.startsWith('reviews/')) return store.readOriginal(originalPath);
      const id = reviewPhotoIdOf(originalPath);
      // getReviewPhoto needs no locale or clock; Ctx asks for them.
      const photo = id === null ? null : await getReviewPhoto({ db, locale: 'ua', now: new Date() }, id);
      return photo ? Buffer.from(photo.bytes) : null;
    },
    async visibility(originalPath) {
      if (!originalPath.startsWith('reviews/')) return store.visibility ? store.visibility(originalPath) : 'permanent';
      const id = reviewPhotoIdOf(originalPath);
      return id !== null && (await isReviewPhotoPublished(ctx, id)) ? 'shown' : 'hidden';
    },
  };
}
