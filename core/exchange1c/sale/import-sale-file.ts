import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { SmsGateway } from '#core/accounts';
import type { Ctx } from '#core/shared';
import { forEachZipEntry, isTruncatedZip, isZip } from '../zip';
import { applySaleDocuments, type SaleApplyReport } from './apply-sale-documents';
import { type IncomingDocument, parseSaleDocuments } from './parse-sale-documents';

export type ImportSaleFileResult =
  | { ok: true; report: SaleApplyReport }
  | { ok: false; error: 'exchange_sale_xml_invalid' | 'exchange_sale_xml_truncated'; detail: string };

/** An orders file bigger than this (one XML file in an archive, unpacked) is not 1C's orders file. */
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
    const read = await readZippedDocuments(input.path);
    if (!read.ok) return read;
    documents.push(...read.documents);
  } else {
    const parsed = await parseSaleDocuments(createReadStream(input.path, { highWaterMark: 64 * 1024 }));
    if (!parsed.ok) return parsed;
    documents.push(...parsed.documents);
  }
  return { ok: true, report: await applySaleDocuments(ctx, documents, { fileName: input.fileName, sms }) };
}

class BrokenEntry extends Error {}

/**
 * The documents of every XML file in an orders archive, each streamed from the zip. A part inside
 * a whole archive is no part: it is broken; an entry over `maxSaleZipBytes` is not 1C's orders.
 */
async function readZippedDocuments(
  file: string,
): Promise<{ ok: true; documents: IncomingDocument[] } | Extract<ImportSaleFileResult, { ok: false }>> {
  const documents: IncomingDocument[] = [];
  try {
    await forEachZipEntry(file, async (entry) => {
      if (!entry.name.toLowerCase().endsWith('.xml')) return;
      if (entry.size > maxSaleZipBytes) throw new BrokenEntry(`${entry.name}: over ${maxSaleZipBytes} bytes`);
      const parsed = await parseSaleDocuments(await entry.open());
      if (!parsed.ok) throw new BrokenEntry(`${entry.name}: ${parsed.detail}`);
      documents.push(...parsed.documents);
    });
  } catch (error) {
    if (error instanceof BrokenEntry) return { ok: false, error: 'exchange_sale_xml_invalid', detail: error.message };
    return isTruncatedZip(error)
      ? { ok: false, error: 'exchange_sale_xml_truncated', detail: 'zip without its end' }
      : { ok: false, error: 'exchange_sale_xml_invalid', detail: 'zip unreadable' };
  }
  return { ok: true, documents };
}
