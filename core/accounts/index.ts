import './errors';

export {
  type ChangeCustomerPhoneResult,
  type CustomerPhoneInput,
  changeCustomerPhone,
  customerPhoneInput,
} from './change-customer-phone';
export { type ChangePasswordInput, changePassword, changePasswordInput } from './change-password';
export { type EmailPurpose, queueEmail } from './email-outbox';
export { cleanName, maxInput } from './fields';
export { type FishingType, fishingTypes } from './fishing-types';
export { generatePassword } from './generate-password';
export { type Addition, getAddition } from './get-addition';
export { type CardState, type CustomerRecord, customerOrdersShown, getCustomer } from './get-customer';
export { getUserByToken, tokenCheckInput } from './get-user-by-token';
export { isPhoneRegistered, phoneCheckInput } from './is-phone-registered';
export {
  listOutbox,
  type OutboxInput,
  type OutboxRow,
  type OutboxStatus,
  outboxInput,
  outboxPageSize,
} from './list-outbox';
export { type LoginInput, type LoginOptions, logIn, loginInput } from './log-in';
export { deviceBudgetKey, isKnownDevice, rememberDevice } from './login-devices';
export { formatPhone, normalizePhone } from './phone';
export {
  recoverPassword,
  recoveryInput,
  recoveryLifetimeMs,
  wipeExpiredSms,
  wipeRecoverySms,
  wipeSecretSms,
} from './recover-password';
export {
  type ConfirmedRegistrationInput,
  confirmedRegistrationInput,
  type RegistrationFailure,
  type RegistrationInput,
  registerUser,
  registrationInput,
  releasedPhone,
  type SignedIn,
} from './register-user';
export {
  codeField,
  registrationCodeInput,
  registrationCodeLifetimeMs,
  sendRegistrationCode,
} from './registration-code';
export { callbackInput, requestCallback } from './request-callback';
export {
  type CustomerRow,
  type CustomerSearch,
  customerCondition,
  customerPageSizes,
  customerSearchInput,
  searchCustomers,
} from './search-customers';
export { birthdayInput, setBirthday } from './set-birthday';
export { type SetCustomerBirthdayResult, setCustomerBirthday } from './set-customer-birthday';
export { setCustomerBlocked } from './set-customer-blocked';
export { type PersonalDiscountInput, personalDiscountInput, setPersonalDiscount } from './set-personal-discount';
export { outboxSmsGateway, type SmsGateway, type SmsPurpose } from './sms-gateway';
export { submitEnquiry, wholesaleEnquiryInput } from './submit-enquiry';
export { subscribeInput, subscribeNewsletter } from './subscribe-newsletter';
export {
  type AuthUser,
  findUserByToken,
  issueToken,
  revokeToken,
  revokeUserTokens,
  tokenLifetimeMs,
} from './tokens';
export { addressInput, updateAddress } from './update-address';
export { contactsInput, updateContacts } from './update-contacts';
export { fishingInput, updateFishingType } from './update-fishing-type';
export { subscriptionsInput, updateSubscriptions } from './update-subscriptions';
export type { UserView } from './user-view';
