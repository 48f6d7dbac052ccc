import { data, Link, redirect } from 'react-router';
import { getAdminTag, listAdminTags, saveTag } from '#core/catalog/admin';
import { ActionResult, AdminForm, Field } from '../../components/admin-form';
import { AdminPage, History } from '../../components/admin-page';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/tags';
import { CatalogTabs } from './catalog-tabs';
import { dictionaryErrors, field, recordParam, refused } from './dictionary.server';
import { type DictionaryResult, TextField, useFieldValues } from './dictionary-fields';
import { recordHistory } from './history.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Теги');

/** Tags whose storefront pages have fixed addresses (their slug cannot change). */
const fixedPages: Record<number, string> = { 1: '/hits', 2: '/novelty', 3: '/discounts' };

export async function loader(args: Route.LoaderArgs) {
  const id = recordParam(args.params.id);
  return adminLoader(args, 'catalog', async (session) => {
    const { ctx, staff } = session;
    if (id === null) return { id, list: await listAdminTags(ctx, staff), record: null, history: [], saved: false };
    const record = id === 'new' ? null : await getAdminTag(ctx, staff, id);
    if (id !== 'new' && !record) throw data(null, { status: 404 });
    const history = typeof id === 'number' ? await recordHistory(session, 'tag', id) : [];
    return { id, list: [], record, history, saved: new URL(args.request.url).searchParams.has('saved') };
  });
}

export async function action(args: Route.ActionArgs) {
  const id = recordParam(args.params.id);
  if (id === null) throw data(null, { status: 405 });
  return adminAction(args, 'catalog', async ({ ctx, staff }, form) => {
    const codes = field(form, 'goodCodes')
      .split(/[\s,;]+/)
      .map((c) => c.trim())
      .filter(Boolean);
    const result = await saveTag(ctx, staff, {
      id: id === 'new' ? undefined : id,
      slug: field(form, 'slug'),
      titleUa: field(form, 'titleUa'),
      titleRu: field(form, 'titleRu'),
      goodCodes: codes,
    });
    if (!result.ok) return refused(dictionaryErrors(result), form, result.error === 'not_found' ? 404 : 400);
    if (id === 'new') throw redirect(`/admin/goods/tags/${result.id}?saved`);
    return { ok: true, message: 'Збережено.' };
  });
}

/** `/admin/goods/tags[/{id|new}]` (content, admin): tags and their goods in order (issue 19, ADR 0093). */
export default function Tags({ loaderData, actionData }: Route.ComponentProps) {
  const { id, list, record: t, history } = loaderData;
  const result = actionData as DictionaryResult;
  const f = useFieldValues(result);
  if (id === null)
    return (
      <AdminPage
        title="Теги"
        actions={
          <Link to="/admin/goods/tags/new" className="admin-button admin-button-primary">
            Створити тег
          </Link>
        }
      >
        <CatalogTabs />
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col" className="admin-num">
                id
              </th>
              <th scope="col">Назва</th>
              <th scope="col">Адреса</th>
              <th scope="col" className="admin-num">
                Товарів
              </th>
              <th scope="col">Сторінка</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id}>
                <td className="admin-num">{row.id}</td>
                <td>
                  <Link to={`/admin/goods/tags/${row.id}`}>{row.titleUa}</Link>
                </td>
                <td>{row.slug}</td>
                <td className="admin-num">
                  <Link to={`/admin/goods?tag=${row.id}`}>{row.goodsCount}</Link>
                </td>
                <td>{fixedPages[row.id] ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminPage>
    );
  const fixed = t ? fixedPages[t.id] : undefined;
  return (
    <AdminPage
      title={t ? t.titleUa : 'Новий тег'}
      aside={t ? <History title="Хто що змінював" entries={history} /> : undefined}
    >
      <CatalogTabs />
      <p>
        <Link to="/admin/goods/tags">← Усі теги</Link>
      </p>
      {loaderData.saved && !result ? <p className="admin-result admin-result-ok">Тег створено.</p> : null}
      <AdminForm method="post" className="admin-section admin-form-grid" key={history[0]?.at ?? 'new'}>
        <TextField f={f} name="titleUa" label="Назва" saved={t?.titleUa} required />
        <TextField f={f} name="titleRu" label="Назва (рос)" saved={t?.titleRu} required />
        {fixed ? (
          <Field label="Адреса (slug)" name="slug" hint={`закріплена за сторінкою ${fixed}`}>
            <input id="f-slug" name="slug" value={t?.slug} readOnly />
          </Field>
        ) : (
          <TextField f={f} name="slug" label="Адреса (slug)" saved={t?.slug} hint="Порожньо — з української назви" />
        )}
        <Field
          label="Товари (коди, по одному в рядку, у порядку показу)"
          name="goodCodes"
          error={f.errors.goodCodes}
          hint="Порядок — як на головній і сторінці тегу. Прибраний рядок знімає тег з товару."
        >
          <textarea
            id="f-goodCodes"
            name="goodCodes"
            rows={12}
            defaultValue={f.value('goodCodes', (t?.goods ?? []).map((g) => g.extId).join('\n'))}
          />
        </Field>
        <div className="admin-form-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {t ? 'Зберегти' : 'Створити'}
          </button>
          <ActionResult data={result} />
        </div>
      </AdminForm>
      {t?.goods.length ? (
        <section className="admin-section">
          <h2>Товари тегу ({t.goods.length})</h2>
          <ol className="catalog-tag-goods">
            {t.goods.slice(0, 100).map((g) => (
              <li key={g.id}>
                <Link to={`/admin/goods/${g.id}`}>{g.extId}</Link> — {g.title}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </AdminPage>
  );
}
