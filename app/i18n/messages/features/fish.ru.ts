import type { Texts } from './fish.ua';

/** Russian texts of fish.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'fish.all': 'Рыба',
  'fish.allDescription':
    'Снасти под конкретную рыбу: выберите рыбу — подскажем удилища, катушки, приманки и прикормку.',
  'fish.for': 'Что нужно для ловли: {fish}',
  'fish.description': '{fish}: снасти, приманки и прикормка для ловли в интернет-магазине Поплавок.',
  'fish.categoryTitle': '{category} для ловли: {fish}',
  'direction.categories': 'Категории направления',
  'direction.description': '{direction}: всё необходимое в интернет-магазине Поплавок.',
} as const satisfies Texts;
