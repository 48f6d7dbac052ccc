import { randomInt } from 'node:crypto';

// Lower-case letters and digits without look-alikes (0/o, 1/l/i): easy to type on a phone.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A random password of `length` (≥ 8) characters, ~4.95 bits each (10 chars ≈ 49 bits). */
export function generatePassword(length = 10): string {
  if (length < 8) throw new Error('generated passwords have at least 8 characters');
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
