/** The offer of the Russian version to a browser that prefers it (ADR 0046). */
export const ua = {
  'language.suggest': 'Схоже, вам зручніше російською. Ця сторінка є і російською мовою.',
  'language.switch': 'Перейти на русский',
  'language.stay': 'Залишитися українською',
} as const;

export type Texts = Record<keyof typeof ua, string>;
