import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password';
import { cleanName, registrationInput } from './index';

describe('accounts input rules (§5)', () => {
  it('name parts keep Cyrillic letters, hyphen, apostrophes and single spaces (§5, ADR 0010)', () => {
    expect(cleanName("  Анна-Марія  О'Ніл ")).toBe("Анна-Марія О'Ніл");
    expect(cleanName('Ковальʼчук')).toBe('Ковальʼчук');
    expect(cleanName('Ёлкин Ъ ы э')).toBe('Ёлкин Ъ ы э');
    expect(cleanName('John <b>Smith</b> 42')).toBe('');
    expect(cleanName('Пе\u0000тро\n')).toBe('Петро');
  });

  it('registration normalises the phone and leaves the password as typed (§5)', () => {
    const parsed = registrationInput.parse({
      phone: '+38(050)123-45-67',
      password: ' pass ',
      first_name: 'Іван',
      last_name: 'Франко',
    });
    expect(parsed).toEqual({
      phone: '+380501234567',
      password: ' pass ',
      email: null,
      first_name: 'Іван',
      last_name: 'Франко',
      father_name: null,
    });
  });

  it('generated passwords have 10 easy-to-type characters and differ (ADR 0012)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^[abcdefghjkmnpqrstuvwxyz23456789]{10}$/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
    expect(() => generatePassword(6)).toThrow();
  });
});
