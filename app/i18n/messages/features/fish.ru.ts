import type { Texts } from './fish.ua';

/** Russian texts of fish.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'fish.all': 'Рыба',
  'fish.for': 'Что нужно для ловли: {fish}',
  'fish.description': '{fish}: снасти, приманки и прикормка для ловли в интернет-магазине Поплавок.',
} as const satisfies Texts;
