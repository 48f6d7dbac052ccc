import type { Texts } from './promotions.ua';

/** Russian texts of promotions.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'promotions.title': 'Акции',
  'promotions.empty': 'Сейчас акций нет — загляните позже',
  'promotions.upcoming': 'Скоро',
  'promotions.ended': 'Акция завершилась',
  'promotions.period': '{from} – {to}',
  'promotions.left': 'До конца: {days} дн {hours} ч',
  'promotions.startsIn': 'Начнётся: {date}',
} as const satisfies Texts;
