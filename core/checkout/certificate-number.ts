import { randomInt } from 'node:crypto';

/** Gift certificate numbers: 19 random digits and a Luhn check digit (ADR 0033). */
export const certificateLength = 20;

function luhnSum(digits: string, hasCheckDigit: boolean): number {
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - 1 - i;
    let d = digits.charCodeAt(i) - 48;
    if (fromRight % 2 === (hasCheckDigit ? 1 : 0)) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total;
}

/** Whether `number` has the shape of a certificate: 20 digits with a valid Luhn check digit. */
export function isCertificateNumber(number: string): boolean {
  return /^\d{20}$/.test(number) && luhnSum(number, true) % 10 === 0;
}

/**
 * A new certificate number: 19 digits from `digit` (crypto-random by default; ~63 bits, so numbers
 * cannot be enumerated) and the Luhn digit, which catches a typo before any lookup.
 */
export function newCertificateNumber(digit: () => number = () => randomInt(10)): string {
  let body = String(1 + (digit() % 9)); // no leading zero: spreadsheets keep the number whole
  while (body.length < certificateLength - 1) body += String(digit() % 10);
  return body + String((10 - (luhnSum(body, false) % 10)) % 10);
}

/** What a shopper types (spaces, hyphens) reduced to the digits. */
export const normalizeCertificate = (typed: string) => typed.replace(/[\s-]/g, '');
