/** A row of cells as a tabular format (CSV, XLSX) reads it, numbered as a spreadsheet shows it. */
export type RawRow = { line: number; cells: readonly string[] };
