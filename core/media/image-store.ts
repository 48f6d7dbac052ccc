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
