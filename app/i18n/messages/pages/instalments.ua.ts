/** Instalments at checkout (SPEC §9 "credit", ADR 0098). */
export const ua = {
  'instalments.parts': 'Кількість платежів',
  'instalments.option.one': '{count} платіж по {amount}',
  'instalments.option.few': '{count} платежі по {amount}',
  'instalments.option.many': '{count} платежів по {amount}',
  'instalments.first': '(перший — {amount})',
} as const;

export type Texts = Record<keyof typeof ua, string>;
