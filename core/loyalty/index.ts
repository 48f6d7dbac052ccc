import './errors';

export { activateCards, cardActivationMs, isCardActive } from './activate-cards';
export {
  type ActivateLoyaltyCardResult,
  activateLoyaltyCard,
  isEan13,
  type LoyaltyCardInput,
  loyaltyCardInput,
} from './activate-loyalty-card';
export { kyivDate, monthKey } from './calendar';
export { getLoyaltyDiscount, type LoyaltyDiscount } from './get-loyalty-discount';
export { getLoyaltyStatus, type LoyaltyGoal, type LoyaltyReason, type LoyaltyStatus } from './get-loyalty-status';
export { recordPurchase } from './record-purchase';
export {
  basePercent,
  birthdayPercent,
  isBirthdayWindow,
  levelForPurchases,
  monthlyPercent,
} from './rules';
export { takeBackPurchase } from './take-back-purchase';
