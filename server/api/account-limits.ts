import { createLimit } from './rate-limit';

/**
 * Account limits shared by the API and the storefront's forms (ADR 0013, 0035): one counter per
 * key whichever door is used, so the forms are no second budget (recovery SMS: 3 an hour per
 * phone in all). Keys: the client address as `clientIp` gives it, `phone:+380…`, `user:<id>`.
 */
export const accountLimits = {
  registration: createLimit('accounts-registration-ip', 10, 60 * 60),
  recoveryIp: createLimit('accounts-recovery-ip', 10, 60 * 60),
  recoveryPhone: createLimit('accounts-recovery-phone', 3, 60 * 60),
  password: createLimit('accounts-password-user', 5, 15 * 60),
};
