import { Link } from 'react-router';
import { getAdminBrand, listAdminBrands, saveBrand } from '#core/catalog/admin';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/brands';
import { checkbox, dictionaryAction, dictionaryLoader, field } from './dictionary.server';
import { CheckField, type DictionaryResult, TextArea, TextField, useFieldValues } from './dictionary-fields';
import { DictionaryList, DictionaryRecord, type DictionaryTexts } from './dictionary-screen';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Бренди');

const texts: DictionaryTexts = {
  title: 'Бренди',
  path: '/admin/goods/brands',
  create: 'Створити бренд',
  backToAll: 'Усі бренди',
  created: 'Бренд створено.',
  newTitle: 'Новий бренд',
};

export async function loader(args: Route.LoaderArgs) {
  return dictionaryLoader(args, {
    entity: 'brand',
    list: ({ ctx, staff }) => listAdminBrands(ctx, staff),
    get: ({ ctx, staff }, id) => getAdminBrand(ctx, staff, id),
  });
}

export async function action(args: Route.ActionArgs) {
  return dictionaryAction(args, texts.path, ({ ctx, staff }, id, form) =>
    saveBrand(ctx, staff, {
      id,
      slug: field(form, 'slug'),
      title: field(form, 'title'),
      country: field(form, 'country'),
      logo: field(form, 'logo'),
      descriptionUa: field(form, 'descriptionUa'),
      descriptionRu: field(form, 'descriptionRu'),
      isOwn: checkbox(form, 'isOwn'),
      isPopular: checkbox(form, 'isPopular'),
    }),
  );
}

/** `/admin/goods/brands[/{id|new}]` (content, admin): brands and one brand's form (ADR 0093). */
export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  const { id, list, record: b, history, saved } = loaderData;
  const result = actionData as DictionaryResult;
  const f = useFieldValues(result);
  if (id === null)
    return (
      <DictionaryList
        texts={texts}
        head={
          <>
            <th scope="col">Назва</th>
            <th scope="col">Адреса</th>
            <th scope="col">Країна</th>
            <th scope="col" className="admin-num">
              Товарів
            </th>
            <th scope="col">Популярний</th>
            <th scope="col">Власний</th>
          </>
        }
      >
        {list.map((row) => (
          <tr key={row.id}>
            <td>
              <Link to={`${texts.path}/${row.id}`}>{row.title}</Link>
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
      </DictionaryList>
    );
  return (
    <DictionaryRecord texts={texts} name={b ? b.title : null} history={history} saved={saved} result={result}>
      <TextField f={f} name="title" label="Назва" saved={b?.title} required />
      <TextField f={f} name="slug" label="Адреса (slug)" saved={b?.slug} hint="Порожньо — з назви" />
      <TextField f={f} name="country" label="Країна" saved={b?.country} max={100} />
      <TextField f={f} name="logo" label="Логотип" saved={b?.logo} max={500} hint="/images/…" />
      <CheckField f={f} name="isPopular" label="Популярний (головна, меню)" saved={b?.isPopular ?? false} />
      <CheckField f={f} name="isOwn" label="Власний бренд мережі" saved={b?.isOwn ?? false} />
      <TextArea f={f} name="descriptionUa" label="Опис (HTML)" saved={b?.descriptionUa ?? ''} />
      <TextArea f={f} name="descriptionRu" label="Опис (рос, HTML)" saved={b?.descriptionRu ?? ''} />
    </DictionaryRecord>
  );
}
