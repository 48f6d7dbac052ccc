/** The promotions screens (/promotions, /promotions/{promotion}): keys only those routes render (ADR 0123). */
export const ua = {
  'promotions.title': 'Акції',
  'promotions.empty': 'Зараз акцій немає — загляньте пізніше',
  'promotions.upcoming': 'Скоро',
  'promotions.ended': 'Акція завершилась',
  'promotions.period': '{from} – {to}',
  'promotions.left': 'До кінця: {days} дн {hours} год',
  'promotions.startsIn': 'Почнеться: {date}',
} as const;

export type Texts = Record<keyof typeof ua, string>;
