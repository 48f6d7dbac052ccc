import { createFailureBudget, createLimit } from './rate-limit';

/**
 * Account limits shared by the API and the storefront's forms (ADR 0013, 0035): one counter per
 * key whichever door is used, so the forms are no second budget (recovery SMS: 3 an hour per
 * phone in all; callbacks, newsletter sign-ups and enquiries per address likewise). Keys: the
 * client address as `clientIp` gives it, `phone:+380…`, `user:<id>`.
 */
export const accountLimits = {
  /** Registration codes sent (ADR 0116): per address (step 1 only), per phone and address, per phone. */
  registration: createLimit('accounts-registration-ip', 10, 60 * 60),
  registrationCodePhoneIp: createLimit('accounts-registration-code-phone-ip', 3, 60 * 60),
  registrationCodePhone: createLimit('accounts-registration-code-phone', 10, 60 * 60),
  /** Wrong registration codes: one address cannot spend the phone's budget alone (5 < 20). */
  registrationWrongIp: createFailureBudget('accounts-registration-wrong-ip', 10, 15 * 60),
  registrationWrongPhoneIp: createFailureBudget('accounts-registration-wrong-phone-ip', 5, 60 * 60),
  registrationWrongPhone: createFailureBudget('accounts-registration-wrong-phone', 20, 60 * 60),
  recoveryIp: createLimit('accounts-recovery-ip', 10, 60 * 60),
  recoveryPhone: createLimit('accounts-recovery-phone', 3, 60 * 60),
  password: createLimit('accounts-password-user', 5, 15 * 60),
  callback: createLimit('accounts-callback-ip', 5, 60 * 60),
  subscribe: createLimit('accounts-subscribe-ip', 10, 60 * 60),
  enquiry: createLimit('accounts-enquiry-ip', 5, 60 * 60),
};
