/** The instalment banks (SPEC §9 "credit"). */
export type InstalmentBank = 'privat' | 'mono';

/**
 * The numbers of payments each bank offers (SPEC §9): PrivatBank "Оплата частинами" up to 7
 * months = 8 payments (from 2), monobank "Покупка частинами" up to 8 months (from 3). The one
 * list checkout validates against and the payment gateway hands its providers (ADR 0098).
 */
export const instalmentParts: Record<InstalmentBank, readonly number[]> = {
  privat: [2, 3, 4, 5, 6, 7, 8],
  mono: [3, 4, 5, 6, 7, 8],
};

/** monobank: at most 10 units of goods in one instalment contract (SPEC §9). */
export const monoMaxUnits = 10;

/**
 * What each bank finances in one contract, kopiyky, both ends included. PrivatBank
 * "Оплата частинами": more than 300 UAH (PrivatBank's parts through a PSP, Tranzzo's docs
 * "privatpay-by-parts": amount "must be > 300 UAH") and at most 50,000 UAH (the merchant's limit
 * PrivatBank's `payment/create` enforced in the probe; the bank sets it per shop).
 * monobank "Покупка частинами": from 500 UAH (Tranzzo's docs "mono": "min amount is 500 UAH");
 * the upper end is the shop's limit at monobank, 100,000 UAH by default (ADR 0098).
 */
export const instalmentLimits: Record<InstalmentBank, { min: number; max: number }> = {
  privat: { min: 30_001, max: 5_000_000 },
  mono: { min: 50_000, max: 10_000_000 },
};

/** Whether a bank finances this amount (kopiyky) in one contract. */
export const financedBy = (bank: InstalmentBank, amount: number): boolean =>
  amount >= instalmentLimits[bank].min && amount <= instalmentLimits[bank].max;

/** The bank an instalment order goes to: the chosen one, PrivatBank when none was chosen. */
export const instalmentBank = (bank: string | null | undefined): InstalmentBank =>
  bank === 'mono' ? 'mono' : 'privat';

/** With no number of payments chosen: the bank's smallest offer (the shortest contract, ADR 0098). */
export const defaultParts = (bank: InstalmentBank): number => instalmentParts[bank][0] ?? 2;

/**
 * Each payment of a contract, kopiyky: the total split evenly, the first payment taking the
 * remainder so the payments add up to the total (0.00001 % interest and no fees: nothing added).
 */
export function instalmentPayments(total: number, parts: number): { first: number; each: number } {
  const each = Math.floor(total / parts);
  return { first: total - each * (parts - 1), each };
}

/** The instalment terms a credit order is checked with (SPEC §9), as the check result shows them. */
export type CreditTerms = {
  bank: InstalmentBank;
  /** The chosen number of payments (the bank's smallest when none was chosen). */
  parts: number;
  /** What the bank offers, for the form's select. */
  offered: readonly number[];
};

/**
 * The bank and number of payments of a credit order, with the reasons it cannot be placed: a
 * number the bank does not offer, more than 10 units for monobank (SPEC §9).
 */
export function creditTerms(
  input: { bank: string; parts: number | null },
  units: number,
): { terms: CreditTerms; messages: { code: string; params?: Record<string, number> }[] } {
  const bank = instalmentBank(input.bank);
  const offered = instalmentParts[bank];
  const messages: { code: string; params?: Record<string, number> }[] = [];
  let parts = input.parts ?? defaultParts(bank);
  if (!offered.includes(parts)) {
    messages.push({
      code: 'credit_parts_invalid',
      params: { min: offered[0] ?? 0, max: offered[offered.length - 1] ?? 0 },
    });
    parts = defaultParts(bank);
  }
  if (bank === 'mono' && units > monoMaxUnits)
    messages.push({ code: 'credit_max_units', params: { max: monoMaxUnits } });
  messages.push({ code: 'credit_full_price' });
  return { terms: { bank, parts, offered }, messages };
}
