import type { Ctx } from '#core/shared';
import type { AuditActor } from '#core/staff';
import type { Dictionaries } from './kinds/dictionaries';
import type { ImportKindHandler, Planned } from './kinds/kind';
import { isStorableText, reportValueLength, storableText } from './storable-text';
import {
  type ChangeSample,
  type ImportCounts,
  type ImportReport,
  issueLimit,
  type RowIssue,
  type SourceRow,
  sampleLimit,
} from './types';

/** Rows per batch: one load query per batch when checking, one transaction per batch when applying. */
export { defaultBatchSize } from './pace';

/** `rows` in batches of `size` rows — or of what `size()` says as each batch begins (a `Pace`). */
export async function* batchesOf<T>(rows: AsyncIterable<T>, size: number | (() => number)): AsyncGenerator<T[]> {
  const sizeNow = typeof size === 'number' ? () => size : size;
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= sizeNow()) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

// biome-ignore lint/suspicious/noExplicitAny: the engine handles every kind's rows alike
type AnyHandler = ImportKindHandler<any, any>;
// biome-ignore lint/suspicious/noExplicitAny: idem
export type AnyPlanned = Planned<any, any>;

/** One run over a file's rows: the keys seen (duplicates are errors) and the dictionaries. */
export type RunState = { handler: AnyHandler; dict: Dictionaries; seen: Map<string, number> };

/**
 * A row with a cell the database cannot store (a NUL, a broken character) is an error
 * line, one issue per such cell, its value shown visibly; the rest of the file goes on.
 */
function unstorableCells(row: SourceRow): RowIssue[] {
  const issues: RowIssue[] = [];
  for (const [column, value] of Object.entries(row.values))
    if (!isStorableText(value))
      issues.push({ line: row.line, code: 'bad_character', column, value: storableText(value) });
  return issues;
}

/**
 * Parses and validates a batch, loads its current state (locked inside an apply) and plans each
 * row — the same code for the dry run and the apply, so the apply does what the check said.
 */
export async function planBatch(
  ctx: Ctx,
  state: RunState,
  batch: readonly SourceRow[],
  forUpdate: boolean,
): Promise<{ planned: AnyPlanned[]; issues: RowIssue[]; errorRows: number }> {
  const issues: RowIssue[] = [];
  const parsed: { line: number; value: unknown; key: string }[] = [];
  for (const row of batch) {
    const unstorable = unstorableCells(row);
    if (unstorable.length) {
      issues.push(...unstorable);
      continue;
    }
    const result = state.handler.parse(row, state.dict);
    if (!result.ok) {
      issues.push(...result.issues);
      continue;
    }
    const key = state.handler.key(result.value);
    const first = state.seen.get(key);
    if (first !== undefined) {
      issues.push({
        line: row.line,
        code: 'duplicate',
        column: 'ext_id',
        value: key.split('\u0000')[0],
        firstLine: first,
      });
      continue;
    }
    state.seen.set(key, row.line);
    parsed.push({ line: row.line, value: result.value, key });
  }
  const current = parsed.length
    ? await state.handler.load(
        ctx,
        parsed.map((p) => p.value),
        forUpdate,
      )
    : new Map();
  const planned: AnyPlanned[] = [];
  for (const p of parsed) {
    const plan = state.handler.plan(p.line, p.value, current.get(p.key));
    if (Array.isArray(plan)) issues.push(...plan);
    else planned.push(plan);
  }
  issues.sort((a, b) => a.line - b.line);
  return { planned, issues, errorRows: new Set(issues.map((i) => i.line)).size };
}

/** Only remembers the keys of rows an earlier run already applied (a resumed apply). */
export function rememberKeys(state: RunState, batch: readonly SourceRow[]): void {
  for (const row of batch) {
    if (unstorableCells(row).length) continue;
    const result = state.handler.parse(row, state.dict);
    if (result.ok) {
      const key = state.handler.key(result.value);
      if (!state.seen.has(key)) state.seen.set(key, row.line);
    }
  }
}

export function addToCounts(counts: ImportCounts, rows: number, planned: readonly AnyPlanned[], errorRows: number) {
  counts.rows += rows;
  counts.errors += errorRows;
  for (const p of planned) counts[p.outcome]++;
}

/** The report's samples and first issues, kept within their limits. */
export function addToReport(report: ImportReport, planned: readonly AnyPlanned[], issues: readonly RowIssue[]) {
  for (const issue of issues) {
    if (report.issues.length >= issueLimit) break;
    report.issues.push(
      issue.value && issue.value.length > reportValueLength
        ? { ...issue, value: `${issue.value.slice(0, reportValueLength)}…` }
        : issue,
    );
  }
  for (const p of planned) {
    if (report.changes.length >= sampleLimit) break;
    if (p.outcome === 'unchanged') continue;
    const sample: ChangeSample = {
      line: p.line,
      key: p.key.split('\u0000')[0] ?? p.key,
      outcome: p.outcome,
      before: p.before,
      after: p.after,
    };
    report.changes.push(sample);
  }
}

/** The actor an import's changes are recorded under: its source, `csv:prices.csv`. */
export const importActor = (format: string, fileName: string): AuditActor => ({
  kind: 'import',
  name: `${format}:${fileName}`.slice(0, 200),
});
