import path from 'node:path';
import { directoryStore } from './directory-store';
import type { WritableImageStore } from './image-store';
import { s3Store } from './s3-store';

/** The settings the originals' store is chosen by (the server's parsed environment fits). */
export type OriginalsSettings = {
  readonly DATA_DIR: string;
  readonly IMAGES_S3_URL?: string | undefined;
  readonly IMAGES_S3_REGION: string;
  readonly IMAGES_S3_ACCESS_KEY_ID?: string | undefined;
  readonly IMAGES_S3_SECRET_ACCESS_KEY?: string | undefined;
};

const stores = new WeakMap<OriginalsSettings, WritableImageStore>();

/**
 * The shop's originals — and review photos (ADR 0079): the S3-compatible bucket when configured,
 * else `DATA_DIR/images/originals`. One store per configuration.
 */
export function originalsStore(settings: OriginalsSettings): WritableImageStore {
  const known = stores.get(settings);
  if (known) return known;
  const store =
    settings.IMAGES_S3_URL && settings.IMAGES_S3_ACCESS_KEY_ID && settings.IMAGES_S3_SECRET_ACCESS_KEY
      ? s3Store({
          url: settings.IMAGES_S3_URL,
          region: settings.IMAGES_S3_REGION,
          accessKeyId: settings.IMAGES_S3_ACCESS_KEY_ID,
          secretAccessKey: settings.IMAGES_S3_SECRET_ACCESS_KEY,
        })
      : directoryStore(path.resolve(settings.DATA_DIR, 'images', 'originals'));
  stores.set(settings, store);
  return store;
}
