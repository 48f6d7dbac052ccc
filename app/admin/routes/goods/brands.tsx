import { data, Link, redirect } from 'react-router';
import { getAdminBrand, listAdminBrands, saveBrand } from '#core/catalog/admin';
import { ActionResult, AdminForm } from '../../components/admin-form';
import { AdminPage, History } from '../../components/admin-page';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/brands';
import { CatalogTabs } from './catalog-tabs';
import { checkbox, dictionaryErrors, field, recordParam, refused } from './dictionary.server';
import { CheckField, type DictionaryResult, TextArea, TextField, useFieldValues } from './dictionary-fields';
import { recordHistory } from './history.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Бренди');

export async function loader(args: Route.LoaderArgs) {
  const id = recordParam(args.params.id);
  return adminLoader(args, 'catalog', async (session) => {
    const { ctx, staff } = session;
    if (id === null) return { id, brands: await listAdminBrands(ctx, staff), record: null, history: [], saved: false };
    const record = id === 'new' ? null : await getAdminBrand(ctx, staff, id);
    if (id !== 'new' && !record) throw data(null, { status: 404 });
    const history = typeof id === 'number' ? await recordHistory(session, 'brand', id) : [];
    return { id, brands: [], record, history, saved: new URL(args.request.url).searchParams.has('saved') };
  });
}

export async function action(args: Route.ActionArgs) {
  const id = recordParam(args.params.id);
  if (id === null) throw data(null, { status: 405 });
  return adminAction(args, 'catalog', async ({ ctx, staff }, form) => {
    const result = await saveBrand(ctx, staff, {
      id: id === 'new' ? undefined : id,
      slug: field(form, 'slug'),
      title: field(form, 'title'),
      country: field(form, 'country'),
      logo: field(form, 'logo'),
      descriptionUa: field(form, 'descriptionUa'),
      descriptionRu: field(form, 'descriptionRu'),
      isOwn: checkbox(form, 'isOwn'),
      isPopular: checkbox(form, 'isPopular'),
    });
    if (!result.ok) return refused(dictionaryErrors(result), form, result.error === 'not_found' ? 404 : 400);
    if (id === 'new') throw redirect(`/admin/goods/brands/${result.id}?saved`);
    return { ok: true, message: 'Збережено.' };
  });
}

/** `/admin/goods/brands[/{id|new}]` (content, admin): brands and one brand's form (issue 19, ADR 0093). */
export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  const { id, brands, record: b, history } = loaderData;
  const result = actionData as DictionaryResult;
  const f = useFieldValues(result);
  if (id === null)
    return (
      <AdminPage
        title="Бренди"
        actions={
          <Link to="/admin/goods/brands/new" className="admin-button admin-button-primary">
            Створити бренд
          </Link>
        }
      >
        <CatalogTabs />
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Назва</th>
              <th scope="col">Адреса</th>
              <th scope="col">Країна</th>
              <th scope="col" className="admin-num">
                Товарів
              </th>
              <th scope="col">Популярний</th>
              <th scope="col">Власний</th>
            </tr>
          </thead>
          <tbody>
            {brands.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/admin/goods/brands/${row.id}`}>{row.title}</Link>
                </td>
                <td>{row.slug}</td>
                <td>{row.country ?? '—'}</td>
                <td className="admin-num">
                  <Link to={`/admin/goods?brand=${row.id}`}>{row.goodsCount}</Link>
                </td>
                <td>{row.isPopular ? 'так' : ''}</td>
                <td>{row.isOwn ? 'так' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminPage>
    );
  return (
    <AdminPage
      title={b ? b.title : 'Новий бренд'}
      aside={b ? <History title="Хто що змінював" entries={history} /> : undefined}
    >
      <CatalogTabs />
      <p>
        <Link to="/admin/goods/brands">← Усі бренди</Link>
      </p>
      {loaderData.saved && !result ? <p className="admin-result admin-result-ok">Бренд створено.</p> : null}
      <AdminForm method="post" className="admin-section admin-form-grid" key={history[0]?.at ?? 'new'}>
        <TextField f={f} name="title" label="Назва" saved={b?.title} required />
        <TextField f={f} name="slug" label="Адреса (slug)" saved={b?.slug} hint="Порожньо — з назви" />
        <TextField f={f} name="country" label="Країна" saved={b?.country} max={100} />
        <TextField f={f} name="logo" label="Логотип" saved={b?.logo} max={500} hint="/images/…" />
        <CheckField f={f} name="isPopular" label="Популярний (головна, меню)" saved={b?.isPopular ?? false} />
        <CheckField f={f} name="isOwn" label="Власний бренд мережі" saved={b?.isOwn ?? false} />
        <TextArea f={f} name="descriptionUa" label="Опис (HTML)" saved={b?.descriptionUa ?? ''} />
        <TextArea f={f} name="descriptionRu" label="Опис (рос, HTML)" saved={b?.descriptionRu ?? ''} />
        <div className="admin-form-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {b ? 'Зберегти' : 'Створити'}
          </button>
          <ActionResult data={result} />
        </div>
      </AdminForm>
    </AdminPage>
  );
}
