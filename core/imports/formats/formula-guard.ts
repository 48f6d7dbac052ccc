/**
 * CSV injection (OWASP "CSV Injection"): a spreadsheet opening a CSV runs a cell that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula. The CSV export writes
 * such a text cell with one leading apostrophe, which spreadsheets take as "this is text"; numbers
 * the export formats itself (prices, quantities, ids) are never formulas and are left alone.
 * A text that already starts with an apostrophe gets one more, so reading back is exact.
 */
const guarded = /^[=+\-@\t\r']/;

/** A text cell made safe to open in a spreadsheet: `'=1+2` for `=1+2`, `''x` for `'x`. */
export const guardFormula = (text: string) => (guarded.test(text) ? `'${text}` : text);

/**
 * The reverse, for reading a file back (CSV, or XLSX saved from our CSV): the one apostrophe the
 * export adds is taken off, so importing an export changes nothing. Any other leading apostrophe
 * (`'00123`) is the author's and stays.
 */
export const unguardFormula = (text: string) =>
  text.startsWith("'") && guarded.test(text.slice(1)) ? text.slice(1) : text;
