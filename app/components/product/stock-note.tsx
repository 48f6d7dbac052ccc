import { useI18n } from '../../i18n/use-i18n';

/**
 * Why a cart line blocks the order when it wants more than the chain's stores hold (ADR
 * 0083): the count there is, or that there is none. Nothing for goods not on sale —
 * their own "not available" note says it.
 */
export function StockNote({ line }: { line: { quantity: number; maxQuantity: number; isAvailable: boolean } }) {
  const { t } = useI18n();
  if (!line.isAvailable || line.quantity <= line.maxQuantity) return null;
  return (
    <p className="field-error" data-testid="stock-note">
      {line.maxQuantity === 0 ? t('cart.stockNone') : t('cart.stockShort', { count: line.maxQuantity })}
    </p>
  );
}
