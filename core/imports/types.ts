import type { ImportKind } from '#db/schema';

export type { ImportKind, ImportStatus } from '#db/schema';
export const importKinds = ['goods', 'prices', 'stock'] as const satisfies readonly ImportKind[];
/** Formats are adapters at the edge (STYLE.md): each turns its file into the same rows. */
export type ImportFormat = 'csv' | 'xlsx' | 'commerceml';

/** One data row as a format read it: its row number in the file (the header is row 1) and its cells by column. */
export type SourceRow = { line: number; values: Readonly<Record<string, string>> };

/** How a column's values are typed, for parsing messages and for export (money in UAH, kopiyky inside). */
export type ColumnType = 'text' | 'money' | 'int' | 'bool' | 'ref';
export type ColumnDef = {
  /** The canonical header, as export writes it. */
  name: string;
  type: ColumnType;
  /** Other headers read as this column (Ukrainian ones, old spellings); compared lower-case. */
  aliases?: readonly string[];
  /** The file must have this column. */
  required?: boolean;
};

/**
 * What is wrong with a row (or the file, line 0): a code with its column and the offending value;
 * the screens word it (core returns codes, not prose).
 */
export type RowIssue = { line: number; code: IssueCode; column?: string; value?: string; firstLine?: number };
export type IssueCode =
  | 'required'
  | 'bad_ext_id'
  | 'bad_price'
  | 'old_price_not_above'
  | 'bad_quantity'
  | 'bad_sell_status'
  | 'bad_active'
  | 'bad_weight'
  | 'bad_size'
  | 'too_long'
  | 'unknown_good'
  | 'unknown_store'
  | 'unknown_category'
  | 'unknown_brand'
  | 'duplicate'
  /** A NUL or a broken character: the database cannot store it. */
  | 'bad_character';

/**
 * A file that cannot be imported at all: no header, a missing or repeated column, unreadable; too
 * big once inflated (an XLSX part past its limit, `part` and `limit` in bytes) or too many rows
 * (`limit`); or its report could not be saved.
 */
export type FatalCode =
  | 'empty'
  | 'missing_column'
  | 'duplicate_column'
  | 'unreadable'
  | 'file_missing'
  | 'too_large'
  | 'too_many_rows'
  | 'report_failed';
export type Fatal = { code: FatalCode; column?: string; line?: number; detail?: string; part?: string; limit?: number };

/** A file-level problem found while reading rows: the check or apply fails with `fatal`. */
export class ImportFileError extends Error {
  constructor(readonly fatal: Fatal) {
    super(`import file: ${fatal.code}${fatal.part ? ` ${fatal.part}` : ''}`);
  }
}

export type Cell = string | number | boolean | null;
/** A row's state before and after, by canonical column (money in kopiyky), only what differs. */
export type ChangeSample = {
  line: number;
  key: string;
  outcome: 'new' | 'changed';
  before: Record<string, Cell> | null;
  after: Record<string, Cell>;
};

export type ImportCounts = { rows: number; new: number; changed: number; unchanged: number; errors: number };

/**
 * The one report shape of every import (CSV, XLSX, CommerceML): what the dry run found, then what
 * the apply did. Stored in `import_jobs.report`.
 */
export type ImportReport = {
  columns: string[];
  unknownColumns: string[];
  counts: ImportCounts;
  /** The first issues by row (at most `issueLimit`); `counts.errors` has them all. */
  issues: RowIssue[];
  /** The first changes, before → after (at most `sampleLimit`). */
  changes: ChangeSample[];
  fatal?: Fatal;
  checkedAt?: string;
  /** Filled batch by batch while applying; complete once the job is `applied`. */
  applied?: ImportCounts;
  applyStartedAt?: string;
  /** The applying process's last sign of life: a job `applying` whose beat is stale may be resumed. */
  beatAt?: string;
  applyError?: string;
  appliedAt?: string;
};

export const issueLimit = 200;
export const sampleLimit = 30;

export const emptyCounts = (): ImportCounts => ({ rows: 0, new: 0, changed: 0, unchanged: 0, errors: 0 });
