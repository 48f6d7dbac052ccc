/** Ukrainian numerals 0…999 by gender (the thousands are feminine: "дві тисячі"). */
const ones = {
  m: ['', 'один', 'два', 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять"],
  f: ['', 'одна', 'дві', 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять"],
};
const teens = [
  'десять',
  'одинадцять',
  'дванадцять',
  'тринадцять',
  'чотирнадцять',
  "п'ятнадцять",
  'шістнадцять',
  'сімнадцять',
  'вісімнадцять',
  "дев'ятнадцять",
];
const tens = [
  '',
  '',
  'двадцять',
  'тридцять',
  'сорок',
  "п'ятдесят",
  'шістдесят',
  'сімдесят',
  'вісімдесят',
  "дев'яносто",
];
const hundreds = ['', 'сто', 'двісті', 'триста', 'чотириста', "п'ятсот", 'шістсот', 'сімсот', 'вісімсот', "дев'ятсот"];

/** The form of a noun after a number: 1 гривня, 2 гривні, 5 гривень (11–14 take the last). */
export function pluralUa(n: number, forms: readonly [string, string, string]): string {
  const d = n % 10;
  const dd = n % 100;
  if (d === 1 && dd !== 11) return forms[0];
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return forms[1];
  return forms[2];
}

function triple(n: number, gender: 'm' | 'f'): string[] {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) words.push(hundreds[h] as string);
  if (rest >= 10 && rest < 20) words.push(teens[rest - 10] as string);
  else {
    if (rest >= 20) words.push(tens[Math.floor(rest / 10)] as string);
    if (rest % 10) words.push(ones[gender][rest % 10] as string);
  }
  return words;
}

const scales: { size: number; gender: 'm' | 'f'; forms: [string, string, string] }[] = [
  { size: 1e9, gender: 'm', forms: ['мільярд', 'мільярди', 'мільярдів'] },
  { size: 1e6, gender: 'm', forms: ['мільйон', 'мільйони', 'мільйонів'] },
  { size: 1e3, gender: 'f', forms: ['тисяча', 'тисячі', 'тисяч'] },
];

/** A whole number 0…999 999 999 999 in Ukrainian words, in the given gender ("одна" / "один"). */
export function numberInWordsUa(value: number, gender: 'm' | 'f' = 'm'): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1e12) throw new RangeError(`cannot spell ${value}`);
  if (value === 0) return 'нуль';
  const words: string[] = [];
  let left = value;
  for (const scale of scales) {
    const count = Math.floor(left / scale.size);
    left %= scale.size;
    if (count) words.push(...triple(count, scale.gender), pluralUa(count, scale.forms));
  }
  words.push(...triple(left, gender));
  return words.join(' ');
}

/**
 * "Сума прописом" of an invoice (ADR 0100): hryvnias in words (feminine: "одна гривня",
 * "дві гривні"), kopiyky in two figures, as Ukrainian accounting writes it — 123456 kopiyky →
 * "Одна тисяча двісті тридцять чотири гривні 56 копійок".
 */
export function amountInWordsUa(kopiyky: number): string {
  if (!Number.isInteger(kopiyky) || kopiyky < 0) throw new RangeError(`cannot spell ${kopiyky} kopiyky`);
  const uah = Math.floor(kopiyky / 100);
  const kop = kopiyky % 100;
  const text = `${numberInWordsUa(uah, 'f')} ${pluralUa(uah, ['гривня', 'гривні', 'гривень'])} ${String(kop).padStart(2, '0')} ${pluralUa(kop, ['копійка', 'копійки', 'копійок'])}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
