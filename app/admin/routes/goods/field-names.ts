/** The names of a catalogue record's fields as the history beside its form says them. */
export const fieldNames: Record<string, string> = {
  extId: 'код',
  slug: 'адреса',
  titleUa: 'назва (укр)',
  titleRu: 'назва (рос)',
  title: 'назва',
  variantUa: 'варіант (укр)',
  variantRu: 'варіант (рос)',
  descriptionUa: 'опис (укр)',
  descriptionRu: 'опис (рос)',
  metaTitleUa: 'meta title (укр)',
  metaTitleRu: 'meta title (рос)',
  metaDescriptionUa: 'meta description (укр)',
  metaDescriptionRu: 'meta description (рос)',
  price: 'ціна',
  oldPrice: 'стара ціна',
  sellStatus: 'статус продажу',
  isActive: 'показ на сайті',
  categoryId: 'категорія',
  brandId: 'бренд',
  images: 'фото',
  attributes: 'характеристики',
  tagIds: 'теги',
  stock: 'залишки',
  parentId: 'батьківська категорія',
  position: 'порядок',
  icon: 'іконка',
  banner: 'банер',
  bannerLink: 'посилання банера',
  imageMobile: 'зображення (моб.)',
  needsTransportPackage: 'транспортна упаковка',
  country: 'країна',
  logo: 'логотип',
  isOwn: 'власний бренд',
  isPopular: 'популярний',
  image: 'зображення',
  categoryIds: 'категорії',
  goods: 'товари',
};

const verbs: Record<string, string> = {
  create: 'створив(ла)',
  update: 'змінив(ла)',
  pictures: 'змінив(ла) фото',
};

/** "змінив(ла): ціна, стара ціна" — one history line's text. */
export function historyText(action: string, fields: readonly string[]): string {
  const verb = verbs[action.split('.').pop() ?? ''] ?? action;
  if (action.endsWith('.create') || action.endsWith('.pictures')) return verb;
  return `${verb}: ${fields.map((f) => fieldNames[f] ?? f).join(', ')}`;
}
