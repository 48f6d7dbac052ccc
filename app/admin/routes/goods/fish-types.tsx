import { getAdminFishType, listAdminFishTypes, saveFishType } from '#core/catalog/admin';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/fish-types';
import { categoryChoices, dictionaryAction, dictionaryLoader, field, ids, integer } from './dictionary.server';
import { CategoryChecks, type DictionaryResult, TextArea, TextField, useFieldValues } from './dictionary-fields';
import { CategorisedList, DictionaryRecord, type DictionaryTexts } from './dictionary-screen';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Види риб');

const texts: DictionaryTexts = {
  title: 'Види риб',
  path: '/admin/goods/fish',
  create: 'Створити вид риби',
  backToAll: 'Усі види риб',
  created: 'Вид риби створено.',
  newTitle: 'Новий вид риби',
};

export async function loader(args: Route.LoaderArgs) {
  return dictionaryLoader(args, {
    entity: 'fish_type',
    list: ({ ctx, staff }) => listAdminFishTypes(ctx, staff),
    get: ({ ctx, staff }, id) => getAdminFishType(ctx, staff, id),
    extra: categoryChoices,
  });
}

export async function action(args: Route.ActionArgs) {
  return dictionaryAction(args, texts.path, ({ ctx, staff }, id, form) =>
    saveFishType(ctx, staff, {
      id,
      slug: field(form, 'slug'),
      titleUa: field(form, 'titleUa'),
      titleRu: field(form, 'titleRu'),
      image: field(form, 'image'),
      descriptionUa: field(form, 'descriptionUa'),
      descriptionRu: field(form, 'descriptionRu'),
      position: integer(form, 'position'),
      categoryIds: ids(form, 'categoryIds'),
    }),
  );
}

/** `/admin/goods/fish[/{id|new}]` (content, admin): fish types with their categories (ADR 0093). */
export default function FishTypes({ loaderData, actionData }: Route.ComponentProps) {
  const { id, list, record: r, history, categories, saved } = loaderData;
  const result = actionData as DictionaryResult;
  const f = useFieldValues(result);
  if (id === null) return <CategorisedList texts={texts} list={list} categories={categories} />;
  return (
    <DictionaryRecord texts={texts} name={r ? r.titleUa : null} history={history} saved={saved} result={result}>
      <TextField f={f} name="titleUa" label="Назва" saved={r?.titleUa} required />
      <TextField f={f} name="titleRu" label="Назва (рос)" saved={r?.titleRu} required />
      <TextField f={f} name="slug" label="Адреса (slug)" saved={r?.slug} hint="Порожньо — з української назви" />
      <TextField f={f} name="position" label="Порядок" saved={r?.position ?? 0} />
      <TextField f={f} name="image" label="Зображення" saved={r?.image} max={500} hint="/images/…" />
      <TextArea f={f} name="descriptionUa" label="Опис (HTML)" saved={r?.descriptionUa ?? ''} />
      <TextArea f={f} name="descriptionRu" label="Опис (рос, HTML)" saved={r?.descriptionRu ?? ''} />
      <CategoryChecks f={f} categories={categories} saved={r?.categoryIds ?? []} />
    </DictionaryRecord>
  );
}
