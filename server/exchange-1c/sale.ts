import { appendFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { importSaleFile, markOrdersExported, queryOrders, type SaleApplyReport } from '#core/exchange1c/sale';
import { errorTexts } from '#core/i18n';
import type { Ctx } from '#core/shared';
import { ctxOf, type Services } from '../context';

export type SaleExchangeRequest = {
  mode: string;
  filename: string | null;
  body: Uint8Array | null;
  /**
   * Writes the posted body to the end of `file` within the exchange's disk budget (the endpoint
   * streams it, ADR 0106): a failure line when refused. Without it `body` is appended as it is.
   */
  write?: (file: string) => Promise<string | null>;
  sessionDir: string;
  services: Services;
  /** 1C's client address, recorded with each export of orders. */
  address?: string;
};
export type SaleExchangeAnswer = { body: string | Uint8Array; contentType: string };

const text = (body: string): SaleExchangeAnswer => ({ body, contentType: 'text/plain; charset=utf-8' });
const failure = (...reasons: string[]) => text(['failure', ...reasons].join('\n'));
const ua = (code: string) => errorTexts(code).message_ua;

/** The largest sale file part 1C is told to send (`mode=init`): orders files are small. */
const saleFileLimit = 10 * 1024 * 1024;

/** A file name 1C may use in our session directory: a bare name, no path, no leading dot. */
const safeName = (name: string | null) => (name && /^[\p{L}\p{N}_][\p{L}\p{N}._-]{0,120}$/u.test(name) ? name : null);

/**
 * `type=sale` of 1C's "обмін з сайтом" (ADR 0103), called by the /1c/exchange endpoint
 * after its Basic auth and session check. `query` answers the new and changed orders as a UTF-8
 * CommerceML 2.08 document; `success` confirms what that query sent; `file` takes 1C's documents
 * back (a split upload is appended until it is whole) and applies them at once, `import` applies a
 * file already uploaded. Plain-text answers: `success` (with a line per document applied only in
 * part, ADR 0118), or `failure` and the reasons, one a line.
 */
export async function handleSaleExchange(req: SaleExchangeRequest): Promise<SaleExchangeAnswer> {
  const { services } = req;
  const ctx = ctxOf(services);
  const session = req.sessionDir;
  switch (req.mode) {
    case 'init':
      return text(`zip=no\nfile_limit=${saleFileLimit}`);
    case 'query': {
      const result = await queryOrders(ctx, { session, address: req.address ?? null });
      services.log.info({ orders: result.orderIds.length }, '1c sale query');
      return { body: result.xml, contentType: 'application/xml; charset=utf-8' };
    }
    case 'success': {
      const { confirmed } = await markOrdersExported(ctx, { session });
      services.log.info({ orders: confirmed }, '1c sale success');
      return text('success');
    }
    case 'file':
    case 'import':
      return takeFile(req, ctx);
    default:
      return failure(`${ua('exchange_sale_mode_unknown')}: ${req.mode.slice(0, 40)}`);
  }
}

async function takeFile(req: SaleExchangeRequest, ctx: Ctx): Promise<SaleExchangeAnswer> {
  const name = safeName(req.filename);
  if (!name) return failure(ua('exchange_sale_file_missing'));
  const dir = path.join(req.sessionDir, 'sale');
  await mkdir(dir, { recursive: true });
  const pending = path.join(dir, name);
  const applied = path.join(dir, `applied-${name}`);
  if (req.mode === 'file' && req.write) {
    const refused = await req.write(pending);
    if (refused) return failure(refused);
  } else if (req.mode === 'file' && req.body?.length) await appendFile(pending, req.body);
  const source = (await exists(pending)) ? pending : req.mode === 'import' && (await exists(applied)) ? applied : null;
  if (!source) return failure(ua('exchange_sale_file_missing'));
  const result = await importSaleFile(ctx, { path: source, fileName: name });
  if (!result.ok) {
    // A part of a split upload: wait for the next; at `import` the file is all there is.
    if (result.error === 'exchange_sale_xml_truncated' && req.mode === 'file') return text('success');
    await rm(pending, { force: true });
    req.services.log.warn({ file: name, error: result.error }, '1c sale file refused');
    return failure(`${ua(result.error)}: ${result.detail.slice(0, 300)}`);
  }
  if (source === pending) await rename(pending, applied);
  req.services.log.info(
    {
      file: name,
      applied: result.report.applied,
      unchanged: result.report.unchanged,
      problems: result.report.problems.length,
      warnings: result.report.warnings.length,
    },
    '1c sale file',
  );
  const { problems, warnings } = result.report;
  if (problems.length) return failure(...reportLines(result.report, [...problems, ...warnings]));
  // Applied, with what was left out said after `success` (1C logs every line after the first).
  return warnings.length ? text(['success', ...reportLines(result.report, warnings)].join('\n')) : text('success');
}

/** One line per refused or partly applied document, for 1C's exchange log (Ukrainian, the back office's language). */
function reportLines(report: SaleApplyReport, listed: SaleApplyReport['problems']): string[] {
  const lines = listed
    .slice(0, 100)
    .map((p) => `Документ ${p.ref || '?'} (рядок ${p.line}): ${ua(p.error)}${p.detail ? ` (${p.detail})` : ''}`);
  if (listed.length > 100) lines.push(`… і ще ${listed.length - 100}`);
  lines.push(`Застосовано: ${report.applied}, без змін: ${report.unchanged}`);
  return lines;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
