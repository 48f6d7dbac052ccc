import type { Texts } from './maps.ua';

/** Russian texts of maps.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'maps.dialog': 'Наличие в магазинах',
  'maps.label': 'Карта магазинов',
  'maps.tilesFailed': 'Подложка карты не загрузилась: отметки магазинов есть, адреса — в списке.',
  'maps.hours': 'График работы',
  'maps.buyBar': 'Цена и покупка',
} as const satisfies Texts;
