import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDemoImageUsed, renderDemoImage } from '#core/media';
import { isReviewPhotoPublished, publishedReviewPhotoKey } from '#core/reviews';
import { parseId } from '#core/shared';
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
  /** Keeps an original under `originalPath` (review photos, ADR 0079); a store without it is read-only. */
  writeOriginal?(originalPath: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes an original; a missing one is no error. */
  deleteOriginal?(originalPath: string): Promise<void>;
};

/** A store that can keep originals too (the directory, the bucket). */
export type WritableImageStore = ImageStore & Required<Pick<ImageStore, 'writeOriginal' | 'deleteOriginal'>>;

/** Originals as files under one directory (`DATA_DIR/images/originals` by default). */
export function directoryStore(root: string): WritableImageStore {
  const base = path.resolve(root);
  const fileOf = (originalPath: string) => {
    if (!isOriginalPath(originalPath)) return null;
    const file = path.resolve(base, originalPath);
    // The path pattern already forbids `..`; this keeps a future pattern change from escaping.
    return file.startsWith(base + path.sep) ? file : null;
  };
  return {
    async writeOriginal(originalPath, bytes) {
      const file = fileOf(originalPath);
      if (!file) throw new Error(`image store: bad path ${originalPath}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Write beside and rename: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async deleteOriginal(originalPath) {
      const file = fileOf(originalPath);
      if (file) await rm(file, { force: true });
    },
    async readOriginal(originalPath) {
      const file = fileOf(originalPath);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

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

/** The photo id of the path, within the `integer` column (a longer one is no photo, not a 500; issue 28). */
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
