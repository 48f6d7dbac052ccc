/**
 * Password hashing (scrypt behind one CPU gate): shared by the shoppers' accounts and the staff's,
 * so neither module imports the other for it.
 */
export {
  HashingBusyError,
  hashingLimits,
  hashingLoad,
  hashPassword,
  isHashingBusy,
  needsRehash,
  unmatchableHash,
  verifyPassword,
} from './password';
