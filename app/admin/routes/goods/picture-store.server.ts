import type { PictureStore } from '#core/catalog/admin';
import { originalsStore } from '#core/media';
import type { Services } from '#server/context';

/** Where goods' uploaded originals go: the shop's image store (the directory or the bucket, ADR 0063). */
export function pictureStore(services: Services): PictureStore {
  return originalsStore(services.env);
}
