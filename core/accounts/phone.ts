/**
 * Normalises a Ukrainian phone typed through the mask +38(000)000-00-00 (SPEC §5) — or as
 * 0XXXXXXXXX, 380XXXXXXXXX, +380XXXXXXXXX with any spaces, dashes, brackets — to +380XXXXXXXXX.
 * Returns null when it is not a Ukrainian number of the right length.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s()-]{9,25}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.startsWith('380') ? digits.slice(3) : digits.startsWith('0') ? digits.slice(1) : null;
  if (national === null || !/^[1-9]\d{8}$/.test(national)) return null;
  return `+380${national}`;
}

/** +380501234567 → +38(050)123-45-67, the mask shoppers see. */
export function formatPhone(phone: string): string {
  const m = /^\+38(0\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+38(${m[1]})${m[2]}-${m[3]}-${m[4]}` : phone;
}
