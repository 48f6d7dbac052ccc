/** The offer of the Russian version to a browser that prefers it (ADR 0046). */
export const ua = {
  'language.suggest': 'Схоже, вам зручніше російською. Ця сторінка є і російською мовою.',
  'language.switch': 'Перейти на русский',
  'language.stay': 'Залишитися українською',
} as const;

export const ru = {
  'language.suggest': 'Похоже, вам удобнее по-русски. Эта страница есть и на русском языке.',
  'language.switch': 'Перейти на русский',
  'language.stay': 'Остаться на украинском',
} as const satisfies Record<keyof typeof ua, string>;
