import { createLimit } from './rate-limit';

/**
 * Account limits shared by the API and the storefront's forms (ADR 0013, 0035): one counter per
 * key whichever door is used, so the forms are no second budget (recovery SMS: 3 an hour per
 * phone in all; callbacks, newsletter sign-ups and enquiries per address likewise). Keys: the
 * client address as `clientIp` gives it, `phone:+380…`, `user:<id>`.
 */
export const accountLimits = {
  registration: createLimit('accounts-registration-ip', 10, 60 * 60),
  recoveryIp: createLimit('accounts-recovery-ip', 10, 60 * 60),
  recoveryPhone: createLimit('accounts-recovery-phone', 3, 60 * 60),
  password: createLimit('accounts-password-user', 5, 15 * 60),
  callback: createLimit('accounts-callback-ip', 5, 60 * 60),
  subscribe: createLimit('accounts-subscribe-ip', 10, 60 * 60),
  enquiry: createLimit('accounts-enquiry-ip', 5, 60 * 60),
};
