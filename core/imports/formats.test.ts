import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxBomb } from '#test/support/imports';
import { maxCsvRecord, readCsv } from './formats/csv';
import type { RawRow } from './formats/raw';
import { maxFileRows, readTable } from './formats/table';
import { readXlsx, xlsxLimits } from './formats/xlsx';
import { openZipArchive } from './formats/zip';
import { pricesColumns } from './kinds/prices';
import { ImportFileError } from './types';
import { parseBool, parseMoney, parseQuantity } from './values';

const collect = async (rows: AsyncIterable<RawRow>) => {
  const out: RawRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
};
/** A stream in small chunks, so a header or a quoted cell is split across them. */
const chunked = (text: string | Buffer, size = 7) => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
};

describe('CSV adapter (import of goods, prices and stock as CSV)', () => {
  it('reads a Ukrainian Excel CSV: BOM, `;`, Windows line ends, quotes with `;`, doubled quotes and a line break inside', async () => {
    const text = '\uFEFFext_id;title_ua;price\r\nA-1;"Вудка ""Щука""; 3 м";1 234,50\r\nA-2;"Два\r\nрядки";99\r\n';
    const rows = await collect(readCsv(chunked(text)));
    expect(rows).toEqual([
      { line: 1, cells: ['ext_id', 'title_ua', 'price'] },
      { line: 2, cells: ['A-1', 'Вудка "Щука"; 3 м', '1 234,50'] },
      { line: 3, cells: ['A-2', 'Два\r\nрядки', '99'] },
    ]);
  });

  it('reads a comma-separated file with Unix line ends and no BOM; a decimal comma stays inside its quotes', async () => {
    const rows = await collect(readCsv(chunked('ext_id,price,old_price\nB1,"12,50",15\nB2,7,\n')));
    expect(rows.map((r) => r.cells)).toEqual([
      ['ext_id', 'price', 'old_price'],
      ['B1', '12,50', '15'],
      ['B2', '7', ''],
    ]);
  });

  it('reads a tab-separated file', async () => {
    const rows = await collect(readCsv(chunked('ext_id\tprice\nC1\t5\n')));
    expect(rows[1]?.cells).toEqual(['C1', '5']);
  });

  it('an unclosed quote makes the file unreadable with its line', async () => {
    await expect(collect(readCsv(chunked('ext_id;price\nA;"5\n')))).rejects.toMatchObject({
      lines: expect.any(Number),
    });
  });
});

describe('XLSX adapter (import as XLSX)', () => {
  it('reads the first sheet: numbers, shared strings, rich text, formulas and row numbers with gaps', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('prices');
    sheet.addRow(['ext_id', 'price', 'old_price']);
    sheet.addRow(['A-1', 1234.5, null]);
    sheet.getRow(4).values = [
      { richText: [{ text: 'B' }, { text: '-2' }] },
      { formula: 'A1', result: 19.990000000000002 },
      100,
    ];
    workbook.addWorksheet('other').addRow(['ignored']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows = await collect(readXlsx(buffer));
    expect(rows).toEqual([
      { line: 1, cells: ['ext_id', 'price', 'old_price'] },
      { line: 2, cells: ['A-1', '1234.5'] },
      { line: 4, cells: ['B-2', '19.99', '100'] },
    ]);
  });
});

describe('hostile files', () => {
  const mib = 2 ** 20;

  it('an XLSX part stops inflating at its limit, counted as it inflates, whatever size the zip declares', async () => {
    // The zip says 1,000 bytes; the part inflates to 64 MiB. Only the counted bytes decide.
    const zip = await openZipArchive(xlsxBomb({ sharedStringsBytes: 64 * mib, declaredSize: 1000 }), 100);
    try {
      const entry = zip.entries.get('xl/sharedStrings.xml');
      if (!entry) throw new Error('no shared strings');
      const budget = { used: 0, limit: 256 * mib };
      const read = async () => {
        for await (const _ of zip.text(entry, 'shared_strings', mib, budget));
      };
      await expect(read()).rejects.toMatchObject({ fatal: { code: 'too_large', part: 'shared_strings', limit: mib } });
      expect(budget.used).toBeGreaterThan(mib);
      expect(budget.used).toBeLessThanOrEqual(mib + 64 * 1024);
    } finally {
      zip.close();
    }
  });

  it('an XLSX whose shared strings pass 64 MB is refused, whether the zip declares their size or lies about it', async () => {
    for (const declaredSize of [undefined, 1000]) {
      const rows = readXlsx(xlsxBomb({ sharedStringsBytes: 80 * mib, declaredSize }));
      const error = await rows.next().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportFileError);
      expect((error as ImportFileError).fatal).toEqual({
        code: 'too_large',
        part: 'shared_strings',
        limit: xlsxLimits.sharedStrings,
      });
    }
  });

  it('an XLSX of more parts than a workbook has is refused before any is read', async () => {
    const rows = readXlsx(xlsxBomb({ sharedStringsBytes: 1 }), { ...xlsxLimits, entries: 5 });
    await expect(rows.next()).rejects.toMatchObject({ fatal: { code: 'too_large', part: 'entries', limit: 5 } });
  });

  it('the XLSX reader keeps Cyrillic text whole where a character is split between inflated chunks', async () => {
    // exceljs's streaming reader decoded each chunk apart: 39 of these 20,000 titles came out with U+FFFD.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('goods');
    sheet.addRow(['ext_id', 'title_ua']);
    for (let i = 0; i < 20_000; i++) sheet.addRow([`A-${i}`, `Вудка коропова «Щука» №${i} — їжак`]);
    const rows = await collect(readXlsx(Buffer.from(await workbook.xlsx.writeBuffer())));
    expect(rows).toHaveLength(20_001);
    expect(rows.filter((r) => r.cells.join('').includes('\uFFFD'))).toEqual([]);
    expect(rows[12_345]?.cells).toEqual(['A-12344', 'Вудка коропова «Щука» №12344 — їжак']);
  });

  it('a file of more rows than a spreadsheet holds (1,048,576 with the header) fails the read', async () => {
    const opened = await readTable(
      (async function* () {
        for (let line = 1; line <= maxFileRows + 1; line++)
          yield { line, cells: line === 1 ? ['ext_id', 'price'] : ['', ''] };
      })(),
      pricesColumns,
    );
    if (!opened.ok) throw new Error('not opened');
    await expect(collect(opened.table.rows as AsyncIterable<never>)).rejects.toMatchObject({
      fatal: { code: 'too_many_rows', limit: maxFileRows },
    });
  });

  it('a CSV record longer than the limit fails the read with its line, not the memory', async () => {
    const csv = `ext_id;price\nA;1\nB;"${'x'.repeat(maxCsvRecord + 10)}"\n`;
    await expect(collect(readCsv(chunked(csv, 64 * 1024)))).rejects.toMatchObject({
      fatal: { code: 'too_large', part: 'row', limit: maxCsvRecord, line: 3 },
    });
  });
});

describe('columns', () => {
  const table = (rows: string[][]) =>
    readTable(
      (async function* () {
        let line = 0;
        for (const cells of rows) yield { line: ++line, cells };
      })(),
      pricesColumns,
    );

  it('reads headers by name or alias in any case, reports unknown columns, skips empty rows', async () => {
    const opened = await table([
      [' Код ', 'ЦІНА', 'Примітка'],
      ['A', '5', 'x'],
      ['', '', ''],
      ['B', '6', ''],
    ]);
    if (!opened.ok) throw new Error('not opened');
    expect(opened.table.columns).toEqual(['ext_id', 'price']);
    expect(opened.table.unknownColumns).toEqual(['Примітка']);
    const rows = [];
    for await (const row of opened.table.rows) rows.push(row);
    expect(rows).toEqual([
      { line: 2, values: { ext_id: 'A', price: '5' } },
      { line: 4, values: { ext_id: 'B', price: '6' } },
    ]);
  });

  it('a missing required column, a repeated column or no header makes the file unusable', async () => {
    expect(await table([['ext_id', 'old_price']])).toEqual({
      ok: false,
      fatal: { code: 'missing_column', column: 'price' },
    });
    expect(await table([['ext_id', 'price', 'ціна']])).toEqual({
      ok: false,
      fatal: { code: 'duplicate_column', column: 'price' },
    });
    expect(await table([])).toEqual({ ok: false, fatal: { code: 'empty' } });
  });
});

describe('cell values', () => {
  it('money in UAH as people write it becomes kopiyky; anything else is no amount', () => {
    expect(parseMoney('1 234,56')).toBe(123_456);
    expect(parseMoney('1234.5')).toBe(123_450);
    expect(parseMoney('99')).toBe(9_900);
    expect(parseMoney('1\u00a0000 грн')).toBe(100_000);
    expect(parseMoney('12.340')).toBe(1_234);
    for (const bad of ['-5', '1,234.56', '12.345', 'abc', '', '1e3', '99999999999']) expect(parseMoney(bad)).toBeNull();
  });

  it('quantities are whole and not negative; booleans in Ukrainian or English', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('3.0')).toBe(3);
    expect(parseQuantity('2.5')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
    expect(parseBool('Так')).toBe(true);
    expect(parseBool('ні')).toBe(false);
    expect(parseBool('maybe')).toBeNull();
  });
});
