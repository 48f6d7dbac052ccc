export { activateCards, cardActivationMs, isCardActive } from './activate-cards';
export { kyivDate, monthKey } from './calendar';
export { getLoyaltyDiscount, type LoyaltyDiscount, type LoyaltyReason } from './get-loyalty-discount';
export { getLoyaltyProgress, type LoyaltyProgress } from './get-loyalty-progress';
export { recordPurchase } from './record-purchase';
export {
  basePercent,
  birthdayPercent,
  isBirthdayWindow,
  levelForPurchases,
  monthlyPercent,
} from './rules';
