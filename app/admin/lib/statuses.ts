/**
 * Every status badge of the back office: one label and one tone per status, everywhere (DESIGN.md
 * "Back office"). Tones are colours of admin.css: new (blue), progress (amber), done (green),
 * bad (red), muted (grey), info (teal).
 */
export type Tone = 'new' | 'progress' | 'done' | 'bad' | 'muted' | 'info';

export const statuses = {
  order: {
    new: ['Нове', 'new'],
    confirmed: ['Підтверджене', 'info'],
    packed: ['Зібране', 'progress'],
    shipped: ['Відправлене', 'progress'],
    ready_for_pickup: ['Чекає в магазині', 'progress'],
    delivered: ['Доставлене', 'done'],
    completed: ['Виконане', 'done'],
    cancelled: ['Скасоване', 'bad'],
    returned: ['Повернене', 'muted'],
  },
  call: {
    new: ['Нове', 'new'],
    in_progress: ['В роботі', 'progress'],
    done: ['Виконано', 'done'],
    confirmed: ['Оформлено', 'done'],
    cancelled: ['Скасовано', 'bad'],
  },
  review: {
    pending: ['На модерації', 'new'],
    published: ['Опубліковано', 'done'],
    rejected: ['Відхилено', 'bad'],
  },
  import: {
    checking: ['Перевіряється', 'progress'],
    checked: ['Перевірено', 'info'],
    applying: ['Застосовується', 'progress'],
    applied: ['Застосовано', 'done'],
    failed: ['Помилка', 'bad'],
  },
  payment: {
    on_delivery: ['При отриманні', 'muted'],
    unpaid: ['Не оплачено', 'new'],
    paid: ['Оплачено', 'done'],
    underpaid: ['Недоплата', 'bad'],
    refund_due: ['Треба повернути кошти', 'bad'],
    refunded: ['Повернуто', 'muted'],
    expired: ['Не оплачено вчасно', 'bad'],
  },
  /** One payment attempt. */
  attempt: {
    pending: ['Очікує', 'new'],
    paid: ['Оплачено', 'done'],
    failed: ['Відхилено', 'bad'],
    refunded: ['Повернуто', 'muted'],
    expired: ['Прострочено', 'bad'],
  },
  staff: {
    active: ['Активний', 'done'],
    blocked: ['Заблокований', 'bad'],
  },
  message: {
    queued: ['Не надіслано', 'muted'],
    sent: ['Надіслано', 'done'],
    failed: ['Помилка', 'bad'],
  },
  customer: {
    active: ['Активний', 'done'],
    blocked: ['Заблокований', 'bad'],
  },
  card: {
    active: ['Активна', 'done'],
    pending: ['Чекає активації', 'new'],
    no_form: ['Без анкети', 'muted'],
  },
  promotion: {
    running: ['Діє', 'done'],
    planned: ['Заплановано', 'info'],
    ended: ['Завершено', 'muted'],
  },
  article: {
    draft: ['Чернетка', 'muted'],
    planned: ['Заплановано', 'info'],
    published: ['Опубліковано', 'done'],
  },
  store: {
    open: ['Працює', 'done'],
    closed: ['Зачинено', 'muted'],
  },
  method: {
    on: ['Увімкнено', 'done'],
    off: ['Вимкнено', 'muted'],
  },
  stock: {
    in_stock: ['Є в наявності', 'done'],
    out_of_stock: ['Немає', 'bad'],
  },
  /** A good's sell status (SPEC §3: "4" available) and its visibility on the site. */
  sell: {
    '4': ['Продається', 'done'],
    '1': ['Очікується', 'progress'],
    '0': ['Не продається', 'muted'],
    hidden: ['Прихований', 'bad'],
    /** Not 1C's: open orders hold every piece, shoppers see "not available" (ADR 0120). */
    reserved_out: ['Зарезервовано повністю', 'progress'],
  },
} satisfies Record<string, Record<string, readonly [string, Tone]>>;

export type StatusKind = keyof typeof statuses;

/** The label and tone of a status; an unknown one shows as itself, grey. */
export function statusOf(kind: StatusKind, status: string): { label: string; tone: Tone } {
  const entry = (statuses[kind] as Record<string, readonly [string, Tone]>)[status];
  return entry ? { label: entry[0], tone: entry[1] } : { label: status, tone: 'muted' };
}
