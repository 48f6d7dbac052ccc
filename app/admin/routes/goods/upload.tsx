import { data, redirect } from 'react-router';
import { addGoodPictures } from '#core/catalog/admin';
import { idSchema } from '#core/shared';
import { adminAction, adminLoader } from '../../lib/guard.server';
import type { Route } from './+types/upload';
import { pictureStore } from './picture-store.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

const idParam = idSchema();

const refusals: Record<string, string> = {
  good_not_found: 'такого товару немає.',
  pictures_none: 'оберіть файли.',
  pictures_too_many: 'не більше 10 за раз і 30 у товару.',
  picture_type: 'це не JPEG, PNG чи WebP',
  picture_too_big: 'файл більший за 15 МБ',
  picture_unreadable: 'файл не читається як зображення',
};

/** The upload address itself shows nothing: back to the good. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  return adminLoader(args, 'catalog', async () => {
    throw redirect(`/admin/goods/${id.data}`);
  });
}

/**
 * `POST /admin/goods/{id}/upload` (multipart, streamed up to 100 MB by the server, ADR 0090): the
 * pictures through the image pipeline (ADR 0063), then back to the good's page with the result in
 * its address — the same with and without JavaScript.
 */
export async function action(args: Route.ActionArgs) {
  const id = idParam.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  return adminAction(args, 'catalog', async ({ ctx, staff, services }, form) => {
    const files = form.getAll('pictures').filter((f): f is File => typeof f !== 'string');
    const result = await addGoodPictures(ctx, staff, id.data, files, pictureStore(services));
    const back = new URLSearchParams();
    if (result.ok) back.set('uploaded', String(result.added.length));
    else
      back.set(
        'pictureError',
        'file' in result ? `${result.file}: ${refusals[result.error]}` : (refusals[result.error] ?? ''),
      );
    throw redirect(`/admin/goods/${id.data}?${back}#pictures`);
  });
}
