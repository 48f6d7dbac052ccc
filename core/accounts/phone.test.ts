import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('phone (§5 mask +38(000)000-00-00)', () => {
  it('normalises the mask and common spellings to +380XXXXXXXXX', () => {
    for (const input of ['+38(050)123-45-67', '0501234567', '380501234567', '+380 50 123 45 67', ' 050-123-45-67 ']) {
      expect(normalizePhone(input)).toBe('+380501234567');
    }
  });

  it('rejects what is not a Ukrainian number', () => {
    for (const input of [
      '',
      '12345',
      '+38(050)123-45-6',
      '+38(050)123-45-678',
      '+7(912)345-67-89',
      '050123456a',
      '0001234567',
    ]) {
      expect(normalizePhone(input)).toBeNull();
    }
  });

  it('formats back to the mask', () => {
    expect(formatPhone('+380501234567')).toBe('+38(050)123-45-67');
  });
});
