import { Link } from 'react-router';
import { getAdminTag, listAdminTags, saveTag } from '#core/catalog/admin';
import { Field } from '../../components/admin-form';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/tags';
import { dictionaryAction, dictionaryLoader, field } from './dictionary.server';
import { type DictionaryResult, TextField, useFieldValues } from './dictionary-fields';
import { DictionaryList, DictionaryRecord, type DictionaryTexts } from './dictionary-screen';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Теги');

const texts: DictionaryTexts = {
  title: 'Теги',
  path: '/admin/goods/tags',
  create: 'Створити тег',
  backToAll: 'Усі теги',
  created: 'Тег створено.',
  newTitle: 'Новий тег',
};

/** Tags whose storefront pages have fixed addresses (their slug cannot change). */
const fixedPages: Record<number, string> = { 1: '/hits', 2: '/novelty', 3: '/discounts' };

export async function loader(args: Route.LoaderArgs) {
  return dictionaryLoader(args, {
    entity: 'tag',
    list: ({ ctx, staff }) => listAdminTags(ctx, staff),
    get: ({ ctx, staff }, id) => getAdminTag(ctx, staff, id),
  });
}

export async function action(args: Route.ActionArgs) {
  return dictionaryAction(args, texts.path, ({ ctx, staff }, id, form) => {
    const codes = field(form, 'goodCodes')
      .split(/[\s,;]+/)
      .map((c) => c.trim())
      .filter(Boolean);
    return saveTag(ctx, staff, {
      id,
      slug: field(form, 'slug'),
      titleUa: field(form, 'titleUa'),
      titleRu: field(form, 'titleRu'),
      goodCodes: codes,
    });
  });
}

/** `/admin/goods/tags[/{id|new}]` (content, admin): tags and their goods in order (ADR 0093). */
export default function Tags({ loaderData, actionData }: Route.ComponentProps) {
  const { id, list, record: t, history, saved } = loaderData;
  const result = actionData as DictionaryResult;
  const f = useFieldValues(result);
  if (id === null)
    return (
      <DictionaryList
        texts={texts}
        head={
          <>
            <th scope="col" className="admin-num">
              id
            </th>
            <th scope="col">Назва</th>
            <th scope="col">Адреса</th>
            <th scope="col" className="admin-num">
              Товарів
            </th>
            <th scope="col">Сторінка</th>
          </>
        }
      >
        {list.map((row) => (
          <tr key={row.id}>
            <td className="admin-num">{row.id}</td>
            <td>
              <Link to={`${texts.path}/${row.id}`}>{row.titleUa}</Link>
            </td>
            <td>{row.slug}</td>
            <td className="admin-num">
              <Link to={`/admin/goods?tag=${row.id}`}>{row.goodsCount}</Link>
            </td>
            <td>{fixedPages[row.id] ?? '—'}</td>
          </tr>
        ))}
      </DictionaryList>
    );
  const fixed = t ? fixedPages[t.id] : undefined;
  const goods = t?.goods.length ? (
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
  ) : null;
  return (
    <DictionaryRecord
      texts={texts}
      name={t ? t.titleUa : null}
      history={history}
      saved={saved}
      result={result}
      after={goods}
    >
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
    </DictionaryRecord>
  );
}
