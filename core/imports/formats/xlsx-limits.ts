/**
 * What one XLSX upload may inflate to (a 2 MB file whose shared strings inflated to 1 GB
 * took a gigabyte of the server's memory and kept it). Constants, not settings: they bound a
 * hostile file, not a shop's data — a 100,000-goods sheet is ~60 MB and its texts ~25 MB, a
 * 1,000,000-row stock sheet ~130 MB. The shared strings are held in memory while the sheet is read
 * (≤ 64 MB of XML, ≤ 2,000,000 strings); the sheet streams row by row.
 */
export const xlsxLimits = {
  /** Parts in the zip: a workbook with one sheet has about ten (media and styles included, a few hundred). */
  entries: 10_000,
  /** `xl/workbook.xml` and its relationships, each. */
  workbook: 4 * 2 ** 20,
  sharedStrings: 64 * 2 ** 20,
  sharedStringCount: 2_000_000,
  sheet: 192 * 2 ** 20,
  /** Everything one read inflates, counted as it comes out of the inflater. */
  total: 256 * 2 ** 20,
};
export type XlsxLimits = typeof xlsxLimits;
