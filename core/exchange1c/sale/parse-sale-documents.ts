import { SaxesParser } from 'saxes';

/** One `Документ` 1C sent back: who it names and its requisites (names as 1C spells them). */
export type IncomingDocument = {
  id: string | null;
  number: string | null;
  operation: string | null;
  requisites: Record<string, string>;
  /** Where it starts in the file, for the report. */
  line: number;
};

export type ParseSaleResult =
  | { ok: true; documents: IncomingDocument[] }
  | { ok: false; error: 'exchange_sale_xml_invalid' | 'exchange_sale_xml_truncated'; detail: string };

/** More documents than any exchange sends at once: a file past it is refused, not read into memory. */
export const maxIncomingDocuments = 20_000;
const maxText = 2_000;

const containers = new Set(['КоммерческаяИнформация', 'Контейнер']);

/** The encoding a CommerceML file declares (a BOM, else `encoding="…"`; UTF-8 when silent). */
export function declaredEncoding(head: Uint8Array): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  const start = Buffer.from(head.subarray(0, 200)).toString('latin1');
  const match = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start);
  return match?.[1]?.toLowerCase() ?? 'utf-8';
}

/**
 * Reads the documents of a CommerceML file 1C sent (`type=sale`, ADR 0103) as a stream with saxes:
 * UTF-8 or windows-1251 as declared, `Документ` under the root or a `Контейнер` (schema 3.x), and
 * of each only its Ид, Номер, ХозОперация and own requisites — goods lines are 1C's business. A
 * malformed file is `exchange_sale_xml_invalid`; one that stops before its root closes is
 * `exchange_sale_xml_truncated` (the rest of a split upload may follow).
 */
export async function parseSaleDocuments(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<ParseSaleResult> {
  const parser = new SaxesParser({ position: true });
  const documents: IncomingDocument[] = [];
  const path: string[] = [];
  let doc: IncomingDocument | null = null;
  let depth = 0;
  let text = '';
  let pair: { name: string; value: string } | null = null;
  let error: string | null = null;
  let tooMany = false;

  parser.on('opentag', (node) => {
    const parent = path.at(-1);
    path.push(node.name);
    text = '';
    if (!doc && node.name === 'Документ' && parent && containers.has(parent)) {
      doc = { id: null, number: null, operation: null, requisites: {}, line: parser.line };
      depth = path.length;
    } else if (
      doc &&
      node.name === 'ЗначениеРеквизита' &&
      path.length === depth + 2 &&
      path[depth] === 'ЗначенияРеквизитов'
    )
      pair = { name: '', value: '' };
  });
  parser.on('text', (t) => {
    if (doc && text.length < maxText) text += t;
  });
  parser.on('cdata', (t) => {
    if (doc && text.length < maxText) text += t;
  });
  parser.on('closetag', (node) => {
    const value = text.trim().slice(0, maxText);
    text = '';
    if (doc) {
      if (path.length === depth + 1) {
        if (node.name === 'Ид') doc.id = value;
        else if (node.name === 'Номер') doc.number = value;
        else if (node.name === 'ХозОперация') doc.operation = value;
      } else if (pair && path.length === depth + 3) {
        if (node.name === 'Наименование') pair.name = value;
        else if (node.name === 'Значение') pair.value = value;
      } else if (pair && path.length === depth + 2 && node.name === 'ЗначениеРеквизита') {
        if (pair.name) doc.requisites[pair.name] = pair.value;
        pair = null;
      } else if (path.length === depth && node.name === 'Документ') {
        if (documents.length >= maxIncomingDocuments) tooMany = true;
        else documents.push(doc);
        doc = null;
      }
    }
    path.pop();
  });
  parser.on('error', (e) => {
    error ??= e.message;
  });

  let decoder: TextDecoder | null = null;
  let head: Uint8Array = new Uint8Array(0);
  // The declaration must be whole before the encoding is chosen: gather the first bytes.
  const feed = (bytes: Uint8Array, final: boolean) => {
    if (!decoder) {
      head = concat(head, bytes);
      if (head.length < 256 && !final) return;
      decoder = new TextDecoder(declaredEncoding(head));
      bytes = head;
    }
    parser.write(decoder.decode(bytes, { stream: !final }));
  };
  try {
    for await (const chunk of chunks) {
      feed(chunk, false);
      if (error) return { ok: false, error: 'exchange_sale_xml_invalid', detail: error };
      if (tooMany)
        return { ok: false, error: 'exchange_sale_xml_invalid', detail: `over ${maxIncomingDocuments} documents` };
    }
    feed(new Uint8Array(0), true);
  } catch (e) {
    // An encoding TextDecoder does not know.
    if (e instanceof RangeError) return { ok: false, error: 'exchange_sale_xml_invalid', detail: e.message };
    throw e;
  }
  if (error) return { ok: false, error: 'exchange_sale_xml_invalid', detail: error };
  if (head.length === 0) return { ok: false, error: 'exchange_sale_xml_truncated', detail: 'empty file' };
  parser.close();
  if (error) return { ok: false, error: 'exchange_sale_xml_truncated', detail: error };
  return { ok: true, documents };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
