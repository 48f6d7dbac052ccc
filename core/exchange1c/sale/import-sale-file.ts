import { createReadStream } from 'node:fs';
import type { SmsGateway } from '#core/accounts';
import type { Ctx } from '#core/shared';
import { applySaleDocuments, type SaleApplyReport } from './apply-sale-documents';
import { parseSaleDocuments } from './parse-sale-documents';

export type ImportSaleFileResult =
  | { ok: true; report: SaleApplyReport }
  | { ok: false; error: 'exchange_sale_xml_invalid' | 'exchange_sale_xml_truncated'; detail: string };

/**
 * A sale file 1C uploaded (ADR 0103): read as a stream, and only when the whole file is well-formed
 * are its documents applied — a malformed one changes nothing; a truncated one waits for the rest
 * of a split upload (the caller decides).
 */
export async function importSaleFile(
  ctx: Ctx,
  input: { path: string; fileName: string },
  sms?: SmsGateway,
): Promise<ImportSaleFileResult> {
  const parsed = await parseSaleDocuments(createReadStream(input.path, { highWaterMark: 64 * 1024 }));
  if (!parsed.ok) return parsed;
  return { ok: true, report: await applySaleDocuments(ctx, parsed.documents, { fileName: input.fileName, sms }) };
}
