import type { AdminArea } from '#core/staff';

/** The left navigation's entries by area (DESIGN.md "Back office"), shown only where the role may go. */
export const navigation: Record<AdminArea, { label: string; to: string }> = {
  dashboard: { label: 'Огляд', to: '/admin' },
  orders: { label: 'Замовлення', to: '/admin/orders' },
  calls: { label: 'Дзвінки', to: '/admin/calls' },
  reviews: { label: 'Відгуки', to: '/admin/reviews' },
  catalog: { label: 'Каталог', to: '/admin/goods' },
  promotions: { label: 'Акції', to: '/admin/promotions' },
  content: { label: 'Контент', to: '/admin/content' },
  customers: { label: 'Клієнти', to: '/admin/customers' },
  messages: { label: 'Повідомлення', to: '/admin/messages' },
  imports: { label: 'Імпорт', to: '/admin/imports' },
  staff: { label: 'Персонал', to: '/admin/staff' },
  audit: { label: 'Журнал змін', to: '/admin/audit' },
};

/** Screens inside an area with their own entry under it: the counter's hand-over (ADR 0120). */
export const subNavigation: Partial<Record<AdminArea, { label: string; to: string }[]>> = {
  orders: [{ label: 'Видача', to: '/admin/orders/pickups' }],
};

export const roleNames = {
  admin: 'Адміністратор',
  manager: 'Менеджер',
  content: 'Контент-редактор',
  moderator: 'Модератор',
  store: 'Магазин',
} as const;

/** A page's title in the browser's tab. */
export const adminTitle = (title: string) => [{ title: `${title} · Поплавок, адмінка` }];
