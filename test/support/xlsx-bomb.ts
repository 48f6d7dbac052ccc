import { crc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';

type ZipPart = { name: string; deflated: Buffer; crc: number; size: number };

const deflatedPart = (name: string, text: string): ZipPart => {
  const bytes = Buffer.from(text, 'utf8');
  return { name, deflated: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
};

/** A zip of deflated parts, written by hand (local headers, central directory, end record). */
function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, part.deflated);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.deflated.length, 20);
    entry.writeUInt32LE(part.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * An XLSX "bomb": a valid workbook whose `xl/sharedStrings.xml` inflates to about
 * `sharedStringsBytes` of tiny strings while the file stays small (the first sheet's header reads
 * `ext_id`). Built without holding the inflated bytes: one 1 MiB deflate segment, flushed so it
 * is byte-aligned and self-contained, repeated. `declaredSize` makes the zip lie about the size.
 */
export function xlsxBomb(options: { sharedStringsBytes: number; declaredSize?: number }): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}"><si><t>ext_id</t></si>`);
  const tail = Buffer.from('</sst>');
  // Strings of 40 letters: the 64 MB limit of their XML comes before the limit on how many there are.
  const unit = `<si><t>${'a'.repeat(40)}</t></si>`;
  const block = Buffer.from(unit.repeat(Math.floor(2 ** 20 / unit.length)));
  const count = Math.max(1, Math.ceil(options.sharedStringsBytes / block.length));
  const flush = { finishFlush: zlibConstants.Z_FULL_FLUSH };
  const segment = deflateRawSync(block, flush);
  let crc = crc32(head);
  for (let i = 0; i < count; i++) crc = crc32(block, crc);
  crc = crc32(tail, crc);
  const size = head.length + count * block.length + tail.length;
  const strings: ZipPart = {
    name: 'xl/sharedStrings.xml',
    deflated: Buffer.concat([
      deflateRawSync(head, flush),
      ...Array.from({ length: count }, () => segment),
      deflateRawSync(tail),
    ]),
    crc,
    size: options.declaredSize ?? Math.min(size, 0xffffffff),
  };
  return zipOf([
    deflatedPart(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    ),
    deflatedPart(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedPart(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="goods" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedPart(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    deflatedPart(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>`,
    ),
    strings,
  ]);
}
