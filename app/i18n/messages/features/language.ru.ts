import type { Texts } from './language.ua';

/** Russian texts of language.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'language.suggest': 'Похоже, вам удобнее по-русски. Эта страница есть и на русском языке.',
  'language.switch': 'Перейти на русский',
  'language.stay': 'Остаться на украинском',
} as const satisfies Texts;
