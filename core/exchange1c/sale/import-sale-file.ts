import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import type { SmsGateway } from '#core/accounts';
import type { Ctx } from '#core/shared';
import { applySaleDocuments, type SaleApplyReport } from './apply-sale-documents';
import { type IncomingDocument, parseSaleDocuments } from './parse-sale-documents';
import { isZip, readZip } from './read-zip';

export type ImportSaleFileResult =
  | { ok: true; report: SaleApplyReport }
  | { ok: false; error: 'exchange_sale_xml_invalid' | 'exchange_sale_xml_truncated'; detail: string };

/** An orders archive bigger than this is not 1C's orders file. */
export const maxSaleZipBytes = 50 * 1024 * 1024;

/**
 * A sale file 1C uploaded (ADR 0103), XML or a zip of XML files: read as a stream, and only when the
 * whole upload is well-formed are its documents applied — a malformed one changes nothing; a
 * truncated one waits for the rest of a split upload (the caller decides).
 */
export async function importSaleFile(
  ctx: Ctx,
  input: { path: string; fileName: string },
  sms?: SmsGateway,
): Promise<ImportSaleFileResult> {
  const head = new Uint8Array(4);
  const file = await open(input.path);
  const { bytesRead } = await file.read(head, 0, 4, 0).finally(() => file.close());
  const documents: IncomingDocument[] = [];
  if (bytesRead === 4 && isZip(head)) {
    const zip = readZip(await readFile(input.path), maxSaleZipBytes);
    if (!zip.ok)
      return zip.error === 'truncated'
        ? { ok: false, error: 'exchange_sale_xml_truncated', detail: 'zip without its end' }
        : { ok: false, error: 'exchange_sale_xml_invalid', detail: 'zip unreadable' };
    for (const entry of zip.entries.filter((e) => e.name.toLowerCase().endsWith('.xml'))) {
      const parsed = await parseSaleDocuments([entry.data]);
      // A part inside a whole archive is no part: it is broken.
      if (!parsed.ok)
        return { ok: false, error: 'exchange_sale_xml_invalid', detail: `${entry.name}: ${parsed.detail}` };
      documents.push(...parsed.documents);
    }
  } else {
    const parsed = await parseSaleDocuments(createReadStream(input.path, { highWaterMark: 64 * 1024 }));
    if (!parsed.ok) return parsed;
    documents.push(...parsed.documents);
  }
  return { ok: true, report: await applySaleDocuments(ctx, documents, { fileName: input.fileName, sms }) };
}
