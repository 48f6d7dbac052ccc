import type { ExchangeJob } from './exchange-job';

/** The file could not be imported (broken XML, a database failure): the reason goes back to 1C. */
export class ExchangeImportError extends Error {}

/** Every row of the file was refused: the first reasons go back to 1C. */
export class ExchangeRefusedError extends ExchangeImportError {
  constructor(
    message: string,
    /** How many rows were refused. */
    readonly refused: number,
  ) {
    super(message);
  }
}

const issueWords: Record<string, string> = {
  unknown_good: 'товару немає на сайті',
  required: 'не заповнено',
  too_long: 'задовге',
  duplicate: 'повторюється',
  bad_price: 'неправильна ціна',
  bad_ext_id: 'неправильний код',
  bad_quantity: 'неправильна кількість',
};

/** `усі рядки відхилено (258): рядок 12, Ид «…» — товару немає на сайті; …` or null when some row was taken. */
export function allRefused(jobs: readonly ExchangeJob[]): ExchangeRefusedError | null {
  let rows = 0;
  let taken = 0;
  let errors = 0;
  for (const { report } of jobs) {
    rows += report.counts.rows;
    errors += report.counts.errors;
    taken += report.counts.new + report.counts.changed + report.counts.unchanged;
  }
  if (!rows || taken || !errors) return null;
  const first = jobs
    .flatMap((j) => j.report.issues)
    .sort((a, b) => a.line - b.line)
    .slice(0, 3)
    .map(
      (i) =>
        `рядок ${i.line}${i.column ? `, ${i.column}` : ''}${i.value ? ` «${String(i.value).slice(0, 80)}»` : ''} — ${issueWords[i.code] ?? i.code}`,
    );
  return new ExchangeRefusedError(`усі рядки відхилено (${errors}): ${first.join('; ')}`, errors);
}
