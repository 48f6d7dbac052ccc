/** Tag landing pages (SPEC §2: /hits tag 1, /novelty 2, /discounts 3, and /tags). */
export const ua = {
  'tags.title': 'Добірки товарів',
  'tags.description': 'Хіти продажу, новинки та знижки в інтернет-магазині Поплавок: снасті, туризм, кемпінг.',
  'tags.hits.description': 'Хіти продажу Поплавка: те, що рибалки й туристи купують найчастіше.',
  'tags.novelty.description': 'Новинки Поплавка: свіжі надходження снастей, туристичного та кемпінгового спорядження.',
  'tags.discounts.description': 'Знижки Поплавка: товари за зниженими цінами, поки вони є в наявності.',
  'tags.open': 'Дивитися всі',
} as const;

export type Texts = Record<keyof typeof ua, string>;
