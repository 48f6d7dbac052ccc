import type { CheckResult } from '#core/checkout';
import { createFailureBudget, createLimit, type LimitResult } from './rate-limit';

/**
 * Failed promo codes and gift certificates per address and per account: 10 an hour each (ADR 0033).
 * A shopper mistypes a code a few times; a guesser needs millions of tries. Only failures count, so
 * re-checking the same valid code on every change of the checkout form costs nothing.
 */
const budgets = {
  address: createFailureBudget('voucher-fail-ip', 10, 60 * 60),
  account: createFailureBudget('voucher-fail-user', 10, 60 * 60),
};

/** Any create/check request per address: the form re-checks on every change, a script should not. */
export const checkRequests = createLimit('checkout-check-ip', 120, 60);

export type VoucherClient = { ip: string; userId?: number | null };

const keys = (client: VoucherClient) => [
  { budget: budgets.address, key: `ip:${client.ip}` },
  ...(client.userId ? [{ budget: budgets.account, key: `user:${client.userId}` }] : []),
];

/** Whether this client may still try vouchers (asked before the check; spends nothing). */
export async function vouchersBlocked(client: VoucherClient): Promise<boolean> {
  const results: LimitResult[] = await Promise.all(keys(client).map(({ budget, key }) => budget.blocked(key)));
  return results.some((r) => !r.ok);
}

/** Spends one failure per voucher the check refused (a promo, a certificate, or both). */
export async function recordVoucherFailures(client: VoucherClient, check: CheckResult | undefined): Promise<void> {
  if (!check) return;
  const failures = check.messages.filter((m) => m.code === 'promo_invalid' || m.code === 'certificate_invalid').length;
  for (let i = 0; i < failures; i++) await Promise.all(keys(client).map(({ budget, key }) => budget.fail(key)));
}
