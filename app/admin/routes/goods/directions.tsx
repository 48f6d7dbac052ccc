import { getAdminDirection, listAdminDirections, saveDirection } from '#core/catalog/admin';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/directions';
import { categoryChoices, dictionaryAction, dictionaryLoader, field, ids, integer } from './dictionary.server';
import { CategoryChecks, type DictionaryResult, TextField, useFieldValues } from './dictionary-fields';
import { CategorisedList, DictionaryRecord, type DictionaryTexts } from './dictionary-screen';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Напрями');

const texts: DictionaryTexts = {
  title: 'Напрями',
  path: '/admin/goods/directions',
  create: 'Створити напрям',
  backToAll: 'Усі напрями',
  created: 'Напрям створено.',
  newTitle: 'Новий напрям',
};

export async function loader(args: Route.LoaderArgs) {
  return dictionaryLoader(args, {
    entity: 'direction',
    list: ({ ctx, staff }) => listAdminDirections(ctx, staff),
    get: ({ ctx, staff }, id) => getAdminDirection(ctx, staff, id),
    extra: categoryChoices,
  });
}

export async function action(args: Route.ActionArgs) {
  return dictionaryAction(args, texts.path, ({ ctx, staff }, id, form) =>
    saveDirection(ctx, staff, {
      id,
      slug: field(form, 'slug'),
      titleUa: field(form, 'titleUa'),
      titleRu: field(form, 'titleRu'),
      icon: field(form, 'icon'),
      position: integer(form, 'position'),
      categoryIds: ids(form, 'categoryIds'),
    }),
  );
}

/** `/admin/goods/directions[/{id|new}]` (content, admin): directions ("by direction" menu mode, pages at /{slug}) with their categories (ADR 0093). */
export default function Directions({ loaderData, actionData }: Route.ComponentProps) {
  const { id, list, record: r, history, categories, saved } = loaderData;
  const result = actionData as DictionaryResult;
  const f = useFieldValues(result);
  if (id === null) return <CategorisedList texts={texts} list={list} categories={categories} />;
  return (
    <DictionaryRecord texts={texts} name={r ? r.titleUa : null} history={history} saved={saved} result={result}>
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
    </DictionaryRecord>
  );
}
