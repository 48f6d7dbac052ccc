import { data, Link, redirect } from 'react-router';
import { listAdminCategories, saveCategory } from '#core/catalog/admin';
import { parseId } from '#core/shared';
import { paths } from '../../../components/links';
import { ActionResult, AdminForm, Field } from '../../components/admin-form';
import { AdminPage, History } from '../../components/admin-page';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/categories';
import { CatalogTabs } from './catalog-tabs';
import { checkbox, dictionaryErrors, field, integer, recordParam, refused } from './dictionary.server';
import { CheckField, type DictionaryResult, TextField, useFieldValues } from './dictionary-fields';
import { recordHistory } from './history.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Категорії');

export async function loader(args: Route.LoaderArgs) {
  const id = recordParam(args.params.id);
  return adminLoader(args, 'catalog', async (session) => {
    const categories = await listAdminCategories(session.ctx, session.staff);
    const record = typeof id === 'number' ? categories.find((c) => c.id === id) : null;
    if (typeof id === 'number' && !record) throw data(null, { status: 404 });
    const parent = parseId(new URL(args.request.url).searchParams.get('parent'));
    return {
      id,
      categories,
      record: record ?? null,
      parent,
      history: typeof id === 'number' ? await recordHistory(session, 'category', id) : [],
      saved: new URL(args.request.url).searchParams.has('saved'),
    };
  });
}

export async function action(args: Route.ActionArgs) {
  const id = recordParam(args.params.id);
  if (id === null) throw data(null, { status: 405 });
  return adminAction(args, 'catalog', async ({ ctx, staff }, form) => {
    const parent = field(form, 'parentId');
    const result = await saveCategory(ctx, staff, {
      id: id === 'new' ? undefined : id,
      parentId: parent === '' ? null : (parseId(parent) ?? Number.NaN),
      slug: field(form, 'slug'),
      titleUa: field(form, 'titleUa'),
      titleRu: field(form, 'titleRu'),
      position: integer(form, 'position'),
      icon: field(form, 'icon'),
      banner: field(form, 'banner'),
      bannerLink: field(form, 'bannerLink'),
      imageMobile: field(form, 'imageMobile'),
      needsTransportPackage: checkbox(form, 'needsTransportPackage'),
      isActive: checkbox(form, 'isActive'),
    });
    if (!result.ok) return refused(dictionaryErrors(result), form, result.error === 'not_found' ? 404 : 400);
    if (id === 'new') throw redirect(`/admin/goods/categories/${result.id}?saved`);
    return { ok: true, message: 'Збережено.' };
  });
}

/**
 * `/admin/goods/categories` (content, admin): the tree with order, goods and visibility;
 * `/admin/goods/categories/{id|new}`: one category's form with its history (issue 19, ADR 0093).
 */
export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { id, categories } = loaderData;
  if (id === null)
    return (
      <AdminPage
        title="Категорії"
        actions={
          <Link to="/admin/goods/categories/new" className="admin-button admin-button-primary">
            Створити категорію
          </Link>
        }
      >
        <CatalogTabs />
        <table className="admin-table catalog-tree">
          <thead>
            <tr>
              <th scope="col">Назва</th>
              <th scope="col">Адреса</th>
              <th scope="col" className="admin-num">
                Порядок
              </th>
              <th scope="col" className="admin-num">
                Товарів
              </th>
              <th scope="col">На сайті</th>
              <th scope="col">Дії</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.id}>
                <td>
                  <span className="catalog-depth" style={{ width: c.depth * 18 }} />
                  {c.depth ? '└ ' : ''}
                  <Link to={`/admin/goods/categories/${c.id}`}>{c.titleUa}</Link>
                </td>
                <td>{c.slug}</td>
                <td className="admin-num">{c.position}</td>
                <td className="admin-num">
                  <Link to={`/admin/goods?category=${c.id}`}>{c.goodsCount}</Link>
                </td>
                <td>{c.isActive ? 'так' : 'прихована'}</td>
                <td className="admin-actions">
                  <Link to={`/admin/goods/categories/new?parent=${c.id}`}>+ підкатегорія</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminPage>
    );
  return <CategoryForm data={loaderData} result={actionData as DictionaryResult} />;
}

function CategoryForm({ data: d, result }: { data: Route.ComponentProps['loaderData']; result: DictionaryResult }) {
  const f = useFieldValues(result);
  const c = d.record;
  const own = new Set<number>();
  if (c) {
    // The category and its subtree cannot be its parent.
    own.add(c.id);
    for (const row of d.categories) if (row.parentId !== null && own.has(row.parentId)) own.add(row.id);
  }
  return (
    <AdminPage
      title={c ? c.titleUa : 'Нова категорія'}
      actions={
        c?.isActive ? (
          <a className="admin-button" href={paths.category(c.slug, c.id)} target="_blank" rel="noreferrer">
            На сайті ↗
          </a>
        ) : null
      }
      aside={c ? <History title="Хто що змінював" entries={d.history} /> : undefined}
    >
      <CatalogTabs />
      <p>
        <Link to="/admin/goods/categories">← Усі категорії</Link>
      </p>
      {d.saved && !result ? <p className="admin-result admin-result-ok">Категорію створено.</p> : null}
      <AdminForm method="post" className="admin-section admin-form-grid" key={d.history[0]?.at ?? 'new'}>
        <TextField f={f} name="titleUa" label="Назва" saved={c?.titleUa} required />
        <TextField f={f} name="titleRu" label="Назва (рос)" saved={c?.titleRu} required />
        <TextField f={f} name="slug" label="Адреса (slug)" saved={c?.slug} hint="Порожньо — з української назви" />
        <Field label="Батьківська категорія" name="parentId" error={f.errors.parentId}>
          <select id="f-parentId" name="parentId" defaultValue={f.value('parentId', c ? c.parentId : d.parent)}>
            <option value="">— верхній рівень —</option>
            {d.categories
              .filter((row) => !own.has(row.id))
              .map((row) => (
                <option key={row.id} value={row.id}>
                  {'\u00a0\u00a0'.repeat(row.depth)}
                  {row.titleUa}
                </option>
              ))}
          </select>
        </Field>
        <TextField f={f} name="position" label="Порядок" saved={c?.position} hint="Менше — вище; порожньо — в кінець" />
        <TextField f={f} name="icon" label="Іконка" saved={c?.icon} max={500} hint="/images/… (меню, плитки)" />
        <TextField
          f={f}
          name="banner"
          label="Банер меню"
          saved={c?.banner}
          max={500}
          hint="/images/…; без нього — батьківський"
        />
        <TextField f={f} name="bannerLink" label="Посилання банера" saved={c?.bannerLink} max={500} />
        <TextField f={f} name="imageMobile" label="Зображення для телефона" saved={c?.imageMobile} max={500} />
        <CheckField
          f={f}
          name="needsTransportPackage"
          label="Потрібна транспортна упаковка (35 грн)"
          saved={c?.needsTransportPackage ?? false}
        />
        <CheckField f={f} name="isActive" label="Показувати на сайті" saved={c?.isActive ?? true} />
        <div className="admin-form-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {c ? 'Зберегти' : 'Створити'}
          </button>
          <ActionResult data={result} />
        </div>
      </AdminForm>
    </AdminPage>
  );
}
