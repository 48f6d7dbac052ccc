import { data, Link, redirect } from 'react-router';
import { getAdminDirection, listAdminCategories, listAdminDirections, saveDirection } from '#core/catalog/admin';
import { ActionResult, AdminForm } from '../../components/admin-form';
import { AdminPage, History } from '../../components/admin-page';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/directions';
import { CatalogTabs } from './catalog-tabs';
import { dictionaryErrors, field, ids, integer, recordParam, refused } from './dictionary.server';
import { CategoryChecks, type DictionaryResult, TextField, useFieldValues } from './dictionary-fields';
import { recordHistory } from './history.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Напрями');

export async function loader(args: Route.LoaderArgs) {
  const id = recordParam(args.params.id);
  return adminLoader(args, 'catalog', async (session) => {
    const { ctx, staff } = session;
    const categories = (await listAdminCategories(ctx, staff)).map((c) => ({
      id: c.id,
      title: c.titleUa,
      depth: c.depth,
    }));
    if (id === null)
      return { id, list: await listAdminDirections(ctx, staff), categories, record: null, history: [], saved: false };
    const record = id === 'new' ? null : await getAdminDirection(ctx, staff, id);
    if (id !== 'new' && !record) throw data(null, { status: 404 });
    const history = typeof id === 'number' ? await recordHistory(session, 'direction', id) : [];
    return { id, list: [], categories, record, history, saved: new URL(args.request.url).searchParams.has('saved') };
  });
}

export async function action(args: Route.ActionArgs) {
  const id = recordParam(args.params.id);
  if (id === null) throw data(null, { status: 405 });
  return adminAction(args, 'catalog', async ({ ctx, staff }, form) => {
    const result = await saveDirection(ctx, staff, {
      id: id === 'new' ? undefined : id,
      slug: field(form, 'slug'),
      titleUa: field(form, 'titleUa'),
      titleRu: field(form, 'titleRu'),
      icon: field(form, 'icon'),
      position: integer(form, 'position'),
      categoryIds: ids(form, 'categoryIds'),
    });
    if (!result.ok) return refused(dictionaryErrors(result), form, result.error === 'not_found' ? 404 : 400);
    if (id === 'new') throw redirect(`/admin/goods/directions/${result.id}?saved`);
    return { ok: true, message: 'Збережено.' };
  });
}

/** `/admin/goods/directions[/{id|new}]` (content, admin): directions ("by direction" menu mode, pages at /{slug}) with their categories (issue 19, ADR 0093). */
export default function Directions({ loaderData, actionData }: Route.ComponentProps) {
  const { id, list, record: r, history, categories } = loaderData;
  const result = actionData as DictionaryResult;
  const f = useFieldValues(result);
  const titles = new Map(categories.map((c) => [c.id, c.title]));
  if (id === null)
    return (
      <AdminPage
        title="Напрями"
        actions={
          <Link to="/admin/goods/directions/new" className="admin-button admin-button-primary">
            Створити напрям
          </Link>
        }
      >
        <CatalogTabs />
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Назва</th>
              <th scope="col">Адреса</th>
              <th scope="col" className="admin-num">
                Порядок
              </th>
              <th scope="col">Категорії</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/admin/goods/directions/${row.id}`}>{row.titleUa}</Link>
                </td>
                <td>{row.slug}</td>
                <td className="admin-num">{row.position}</td>
                <td>{row.categoryIds.map((c) => titles.get(c) ?? c).join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminPage>
    );
  return (
    <AdminPage
      title={r ? r.titleUa : 'Новий напрям'}
      aside={r ? <History title="Хто що змінював" entries={history} /> : undefined}
    >
      <CatalogTabs />
      <p>
        <Link to="/admin/goods/directions">← Усі напрями</Link>
      </p>
      {loaderData.saved && !result ? <p className="admin-result admin-result-ok">Напрям створено.</p> : null}
      <AdminForm method="post" className="admin-section admin-form-grid" key={history[0]?.at ?? 'new'}>
        <TextField f={f} name="titleUa" label="Назва" saved={r?.titleUa} required />
        <TextField f={f} name="titleRu" label="Назва (рос)" saved={r?.titleRu} required />
        <TextField
          f={f}
          name="slug"
          label="Адреса (slug)"
          saved={r?.slug}
          hint="Сторінка /адреса; порожньо — з української назви"
        />
        <TextField f={f} name="position" label="Порядок" saved={r?.position ?? 0} />
        <TextField f={f} name="icon" label="Іконка" saved={r?.icon} max={500} hint="/images/…" />
        <CategoryChecks f={f} categories={categories} saved={r?.categoryIds ?? []} />
        <div className="admin-form-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {r ? 'Зберегти' : 'Створити'}
          </button>
          <ActionResult data={result} />
        </div>
      </AdminForm>
    </AdminPage>
  );
}
