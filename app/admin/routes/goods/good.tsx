import { data, Link, redirect } from 'react-router';
import { z } from 'zod';
import {
  arrangeGoodPictures,
  arrangePictureInput,
  getAdminGood,
  getGoodFormOptions,
  saveGood,
} from '#core/catalog/admin';
import { idSchema, parseId } from '#core/shared';
import { paths } from '../../../components/links';
import { ActionResult } from '../../components/admin-form';
import { AdminPage, History } from '../../components/admin-page';
import { StatusBadge } from '../../components/values';
import { formatDate } from '../../lib/format';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/good';
import { CatalogTabs } from './catalog-tabs';
import { postedFields } from './dictionary.server';
import { GoodForm, type GoodFormGood } from './good-form';
import { goodInputFromForm, saveGoodErrors } from './good-form.server';
import { GoodPictures } from './good-pictures';
import { recordHistory } from './history.server';
import { pictureStore } from './picture-store.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = ({ data }) =>
  adminTitle(data && 'good' in data && data.good ? data.good.titleUa : 'Новий товар');

/** `new` or a good's id. */
const idParam = z.union([z.literal('new'), idSchema()]);

function goodParam(raw: string | undefined) {
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

const blank: GoodFormGood = {
  extId: '',
  slug: '',
  titleUa: '',
  titleRu: '',
  variantUa: null,
  variantRu: null,
  descriptionUa: '',
  descriptionRu: '',
  metaTitleUa: null,
  metaTitleRu: null,
  metaDescriptionUa: null,
  metaDescriptionRu: null,
  price: 0,
  oldPrice: null,
  sellStatus: '4',
  isActive: true,
  categoryId: 0,
  brandId: null,
  attributes: {},
  tagIds: [],
};

export async function loader(args: Route.LoaderArgs) {
  const id = goodParam(args.params.id);
  return adminLoader(args, 'catalog', async (session) => {
    const { ctx, staff } = session;
    const url = new URL(args.request.url);
    if (id === 'new') {
      const category = parseId(url.searchParams.get('category')) ?? undefined;
      const options = await getGoodFormOptions(ctx, staff, category);
      return { id: null, good: null, options: slim(options), history: [], notice: null };
    }
    const good = await getAdminGood(ctx, staff, id);
    if (!good) throw data(null, { status: 404 });
    const [options, history] = await Promise.all([
      getGoodFormOptions(ctx, staff, good.categoryId),
      recordHistory(session, 'good', id),
    ]);
    const notice = url.searchParams.get('created') ? 'Товар створено.' : pictureNotice(url.searchParams);
    return { id, good, options: slim(options), history, notice };
  });
}

/** The options the form needs, without the categories' banner fields. */
function slim(options: Awaited<ReturnType<typeof getGoodFormOptions>>) {
  return { ...options, categories: options.categories.map((c) => ({ id: c.id, title: c.titleUa, depth: c.depth })) };
}

/** The upload route comes back here with its result in the address (a redirect, also without JS). */
function pictureNotice(params: URLSearchParams) {
  const uploaded = params.get('uploaded');
  if (uploaded) return `Фото додано: ${uploaded}.`;
  const error = params.get('pictureError');
  return error ? `Фото не додано: ${error}` : null;
}

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save') }),
  z.object({ intent: z.literal('picture'), move: z.string(), image: z.string() }),
]);

export async function action(args: Route.ActionArgs) {
  const id = goodParam(args.params.id);
  return adminAction(args, 'catalog', async ({ ctx, staff, services }, form) => {
    const parsed = intents.safeParse({
      intent: form.get('intent'),
      move: form.get('move') ?? undefined,
      image: form.get('image') ?? undefined,
    });
    if (!parsed.success) return data({ part: 'save', ok: false, message: 'Невідома дія.' }, { status: 400 });
    if (parsed.data.intent === 'picture') {
      if (id === 'new') throw data(null, { status: 404 });
      const input = arrangePictureInput.safeParse({ move: parsed.data.move, image: parsed.data.image });
      if (!input.success) return data({ part: 'picture', ok: false, message: 'Невідома дія з фото.' }, { status: 400 });
      const result = await arrangeGoodPictures(ctx, staff, id, input.data, pictureStore(services));
      if (!result.ok)
        return data({ part: 'picture', ok: false, message: 'Такого фото в товару вже немає.' }, { status: 404 });
      return {
        part: 'picture',
        ok: true,
        message: input.data.move === 'remove' ? 'Фото видалено.' : 'Порядок фото збережено.',
      };
    }
    const options = await getGoodFormOptions(ctx, staff);
    const fromForm = goodInputFromForm(form, options, id === 'new' ? undefined : id);
    const posted = postedFields(form);
    if (!fromForm.ok)
      return data(
        { part: 'save', ok: false, message: 'Перевірте поля форми.', errors: fromForm.errors, posted },
        { status: 400 },
      );
    const result = await saveGood(ctx, staff, fromForm.input);
    if (!result.ok) {
      const status = result.error === 'good_not_found' ? 404 : result.error === 'ext_id_taken' ? 409 : 400;
      return data(
        { part: 'save', ok: false, message: 'Не збережено.', errors: saveGoodErrors(result), posted },
        { status },
      );
    }
    if (result.created) throw redirect(`/admin/goods/${result.id}?created=1`);
    const told = result.notified ? ` Повідомлено тих, хто чекав: ${result.notified}.` : '';
    return { part: 'save', ok: true, message: result.changed ? `Збережено.${told}` : 'Змін немає.' };
  });
}

/** `/admin/goods/{id}` and `/admin/goods/new` (content, admin): the good's form, its pictures and its history. */
export default function Good({ loaderData, actionData }: Route.ComponentProps) {
  const { good, options, history, id, notice } = loaderData;
  const saveResult = actionData?.part === 'save' ? actionData : undefined;
  const pictureResult = actionData?.part === 'picture' ? actionData : undefined;
  return (
    <AdminPage
      title={good ? good.titleUa : 'Новий товар'}
      actions={
        good ? (
          <>
            <StatusBadge kind="sell" status={good.sellStatus} />
            {'reservedOut' in good && good.reservedOut ? <StatusBadge kind="sell" status="reserved_out" /> : null}
            {good.isActive ? (
              <a className="admin-button" href={paths.good(good.slug, id as number)} target="_blank" rel="noreferrer">
                На сайті ↗
              </a>
            ) : (
              <StatusBadge kind="sell" status="hidden" />
            )}
            <Link to="/admin/goods/new" className="admin-button">
              Створити товар
            </Link>
          </>
        ) : null
      }
      aside={good ? <History title="Хто що змінював" entries={history} /> : undefined}
    >
      <CatalogTabs />
      {notice ? <p className="admin-result admin-result-ok">{notice}</p> : null}
      {good ? (
        <p className="admin-hint">
          Код {good.extId} · id {id} · створено {formatDate(good.createdAt)}
        </p>
      ) : null}
      <GoodForm
        key={history[0]?.at ?? 'new'}
        good={good ? { ...good, promotion: good.promotion } : blank}
        options={options}
        result={saveResult}
        submitLabel={good ? 'Зберегти' : 'Створити'}
      />
      {good && id !== null ? (
        <section className="admin-section" id="pictures">
          <h2>Фото</h2>
          <ActionResult data={pictureResult} />
          <GoodPictures goodId={id} images={good.images} title={good.titleUa} />
        </section>
      ) : null}
    </AdminPage>
  );
}
