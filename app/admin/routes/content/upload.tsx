import { data, redirect } from 'react-router';
import { maxContentImageBytes, uploadContentImage } from '#core/content';
import { originalsStore } from '#core/media';
import { adminAction } from '../../lib/guard.server';
import type { Route } from './+types/upload';

/** Where an upload may send the editor back: a record page of the same area. */
const returnPattern = /^\/admin\/(?:promotions|content)\/[a-z0-9/-]{1,120}$/;

/**
 * `POST /admin/{content|promotions}/upload` (ADR 0095): one picture for a banner, an article or a
 * promotion into the image store (ADR 0063: re-encoded, named by content hash); back to the record
 * page with `?image=<address>` in its picture field. The body limit of `/admin/…/upload` applies.
 */
export async function action(args: Route.ActionArgs) {
  const area = new URL(args.request.url).pathname.startsWith('/admin/promotions/') ? 'promotions' : 'content';
  return adminAction(args, area, async ({ ctx, staff, services }, form) => {
    const returnTo = String(form.get('returnTo') ?? '');
    const back = returnPattern.test(returnTo) ? returnTo : `/admin/${area}`;
    const file = form.get('image');
    if (!(file instanceof File) || file.size === 0) throw redirect(`${back}?upload=missing`);
    if (file.size > maxContentImageBytes) throw redirect(`${back}?upload=too_large`);
    const uploaded = await uploadContentImage(
      ctx,
      staff,
      area,
      originalsStore(services.env),
      Buffer.from(await file.arrayBuffer()),
    );
    if (!uploaded.ok)
      throw redirect(`${back}?upload=${uploaded.error === 'image_too_large' ? 'too_large' : 'invalid'}`);
    throw redirect(`${back}?image=${encodeURIComponent(uploaded.image)}`);
  });
}

export function loader() {
  throw data(null, { status: 405 });
}
