import { data } from 'react-router';
import sharp from 'sharp';
import { originalsStore } from '#core/media';
import { getReviewPhotoForStaff } from '#core/reviews';
import { parseId } from '#core/shared';
import { adminLoader } from '../../lib/guard.server';
import type { Route } from './+types/photo';

/** A thumbnail's longest side (the queue shows them ~80 px wide; twice that for sharp screens). */
const thumbSide = 240;

/**
 * `/admin/reviews/photo/:id` (`?thumb=1` for a small one): a review photo for the moderator, of a
 * pending review too — through the back office's door (the reviews area), never cached
 * by anyone else. The public routes keep serving published reviews' photos only (ADR 0079).
 */
export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'reviews', async ({ ctx, staff, services }) => {
    const id = parseId(args.params.id);
    const photo = id ? await getReviewPhotoForStaff(ctx, staff, originalsStore(services.env), id) : null;
    if (!photo) throw data(null, { status: 404 });
    const thumb = new URL(args.request.url).searchParams.get('thumb') === '1';
    const bytes = thumb
      ? await sharp(photo.bytes)
          .resize({ width: thumbSide, height: thumbSide, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 75 })
          .toBuffer()
      : photo.bytes;
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': photo.mime,
        'Content-Length': String(bytes.length),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
