import { data, Link } from 'react-router';
import { listAdminCategories, saveCategory } from '#core/catalog/admin';
import { parseId } from '#core/shared';
import { paths } from '../../../components/links';
import { Field } from '../../components/admin-form';
import { adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/categories';
import { checkbox, dictionaryAction, field, integer, recordParam } from './dictionary.server';
import { CheckField, type DictionaryResult, TextField, useFieldValues } from './dictionary-fields';
import { DictionaryList, DictionaryRecord, type DictionaryTexts } from './dictionary-screen';
import { recordHistory } from './history.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Категорії');

const texts: DictionaryTexts = {
  title: 'Категорії',
  path: '/admin/goods/categories',
  create: 'Створити категорію',
  backToAll: 'Усі категорії',
  created: 'Категорію створено.',
  newTitle: 'Нова категорія',
};

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
  return dictionaryAction(args, texts.path, ({ ctx, staff }, id, form) => {
    const parent = field(form, 'parentId');
    return saveCategory(ctx, staff, {
      id,
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
  });
}

/**
 * `/admin/goods/categories` (content, admin): the tree with order, goods and visibility;
 * `/admin/goods/categories/{id|new}`: one category's form with its history (ADR 0093).
 */
export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { id, categories } = loaderData;
  if (id === null)
    return (
      <DictionaryList
        texts={texts}
        tableClass="admin-table catalog-tree"
        head={
          <>
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
          </>
        }
      >
        {categories.map((c) => (
          <tr key={c.id}>
            <td>
              <span className="catalog-depth" style={{ width: c.depth * 18 }} />
              {c.depth ? '└ ' : ''}
              <Link to={`${texts.path}/${c.id}`}>{c.titleUa}</Link>
            </td>
            <td>{c.slug}</td>
            <td className="admin-num">{c.position}</td>
            <td className="admin-num">
              <Link to={`/admin/goods?category=${c.id}`}>{c.goodsCount}</Link>
            </td>
            <td>{c.isActive ? 'так' : 'прихована'}</td>
            <td className="admin-actions">
              <Link to={`${texts.path}/new?parent=${c.id}`}>+ підкатегорія</Link>
            </td>
          </tr>
        ))}
      </DictionaryList>
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
    <DictionaryRecord
      texts={texts}
      name={c ? c.titleUa : null}
      history={d.history}
      saved={d.saved}
      result={result}
      actions={
        c?.isActive ? (
          <a className="admin-button" href={paths.category(c.slug, c.id)} target="_blank" rel="noreferrer">
            На сайті ↗
          </a>
        ) : null
      }
    >
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
    </DictionaryRecord>
  );
}
