import type { ColumnDef, RowIssue } from '../types';

/**
 * The goods import's parcel columns (ADR 0105): a shop without 1C fills the weight and
 * the sizes checkout's carrier tariffs and the waybill read. Whole grams and millimetres, as the
 * good editor's "Посилка" section stores them; an empty cell clears the value (the parcel then
 * counts the defaults, 1 kg and 30×20×10 cm).
 */
export type ParcelFields = {
  weightG?: number | null;
  lengthMm?: number | null;
  widthMm?: number | null;
  heightMm?: number | null;
};

export const parcelColumns = [
  { name: 'weight_g', type: 'int', aliases: ['вага_г', 'вага,_г', 'вага', 'weight'] },
  { name: 'length_mm', type: 'int', aliases: ['довжина_мм', 'довжина,_мм', 'довжина', 'length'] },
  { name: 'width_mm', type: 'int', aliases: ['ширина_мм', 'ширина,_мм', 'ширина', 'width'] },
  { name: 'height_mm', type: 'int', aliases: ['висота_мм', 'висота,_мм', 'висота', 'height'] },
] as const satisfies readonly ColumnDef[];

export const parcelColumnOf: Record<keyof ParcelFields, string> = {
  weightG: 'weight_g',
  lengthMm: 'length_mm',
  widthMm: 'width_mm',
  heightMm: 'height_mm',
};

/** The largest weight or side the import takes: 1,000 kg or 10 m — more is a unit mistake. */
export const maxParcelValue = 1_000_000;

/**
 * A whole positive number of grams or millimetres ("1200", "1 200", "1200.0" from a spreadsheet);
 * null for anything else — kilograms written as "1,2" included, which would be off by 1,000.
 */
export function parseParcelValue(raw: string): number | null {
  const match = /^(\d{1,7})(?:[.,]0+)?$/.exec(raw.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= maxParcelValue ? n : null;
}

/** Reads the parcel cells of a row into `out`; a wrong value is a `bad_weight` / `bad_size` issue. */
export function parseParcel(
  values: Readonly<Record<string, string>>,
  out: ParcelFields,
  issue: (code: RowIssue['code'], column: string) => void,
): void {
  for (const [field, column] of Object.entries(parcelColumnOf) as [keyof ParcelFields, string][]) {
    const raw = values[column];
    if (raw === undefined) continue;
    if (raw === '') {
      out[field] = null;
      continue;
    }
    const n = parseParcelValue(raw);
    if (n === null) issue(field === 'weightG' ? 'bad_weight' : 'bad_size', column);
    else out[field] = n;
  }
}

/** A row's parcel values for a write: the file's where it has the column, else the current ones. */
export function parcelWrite(row: ParcelFields, current: ParcelFields | undefined) {
  const pick = (field: keyof ParcelFields) => (row[field] !== undefined ? row[field] : (current?.[field] ?? null));
  return {
    weight_g: pick('weightG'),
    length_mm: pick('lengthMm'),
    width_mm: pick('widthMm'),
    height_mm: pick('heightMm'),
  };
}
