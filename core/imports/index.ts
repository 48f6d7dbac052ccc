export { type ApplyOptions, applyImport, staleApplyMs } from './apply-import';
export { checkImport } from './check-import';
export { type CreateImportJobInput, createImportJob, createImportJobInput } from './create-import-job';
export {
  addToCounts,
  addToReport,
  batchesOf,
  defaultBatchSize,
  importActor,
  planBatch,
  type RunState,
} from './engine';
export { exportFileName, exportImport } from './export-import';
export { type ImportFiles, importFiles } from './files';
export { importFormatOf, openTable, type Table } from './formats';
export { readCsv } from './formats/csv';
export type { RawRow } from './formats/raw';
export { readTable } from './formats/table';
export { readXlsx } from './formats/xlsx';
export { loadDictionaries } from './kinds/dictionaries';
export { kindHandlers } from './kinds/index';
export { difference, type Planned, rowsOf, textArray } from './kinds/kind';
export { reportedPairs, type StockRow, type StockState, writeStockRows } from './kinds/stock';
export { getImportJob, type ImportJobsFilter, importJobsFilter, listImportJobs } from './list-import-jobs';
export { type Pace, paceFor, setWaitingProbe, sharesOneConnection, sliceBudgetMs } from './pace';
export {
  type Cell,
  type ChangeSample,
  type ColumnDef,
  type Fatal,
  type FatalCode,
  type ImportCounts,
  type ImportFormat,
  type ImportKind,
  type ImportReport,
  type ImportStatus,
  type IssueCode,
  importKinds,
  type RowIssue,
  type SourceRow,
} from './types';
export { extIdShape, formatMoneyCell, parseBool, parseMoney, parseQuantity } from './values';
