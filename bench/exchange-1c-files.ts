import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import {
  goodXml,
  importXml,
  manyPropertiesXml,
  offersXml,
  offerXml,
  propertyKind,
  seededRandom,
} from '#test/support/exchange1c/catalog-xml';

/**
 * The 1C exchange bench's files, written piece by piece: an import.xml whose
 * classifier declares `properties` properties (the report's 1.2 MB classifier had 1,908; here
 * directories of two values, numbers and strings: ~1 MB at 2,000) and `goods` goods in three
 * groups, each with three of those properties; an offers.xml with each good's retail and
 * wholesale price and its chain total (`Количество` without `Склад`: the server
 * runs with EXCHANGE_1C_STOCK_STORE).
 */
export async function writeExchangeFiles(dir: string, goods: number, properties: number) {
  const random = seededRandom(31);
  const classifier = manyPropertiesXml(properties, 2);
  const [head = '', tail = ''] = importXml([{ id: '@@', name: '@@' }])
    .replace(/<Свойства>[\s\S]*<\/Свойства>/, classifier)
    .split(/\s*<Товар>[\s\S]*<\/Товар>/);
  const groups = ['grp-reels', 'grp-rods', 'grp-fishing'];
  const valueFor = (p: number, i: number) =>
    propertyKind(p) === 'Справочник'
      ? `pv-${p}-${i % 2}`
      : propertyKind(p) === 'Число'
        ? String(1 + (i % 50) / 10)
        : `серія ${i % 7}`;
  const importFile = path.join(dir, 'import.xml');
  await writePieces(importFile, head, goods, tail, (i) => {
    const own = [i % properties, (i * 7 + 1) % properties, (i * 13 + 2) % properties];
    return goodXml({
      id: `bench-${i}`,
      article: `B-${String(i).padStart(6, '0')}`,
      name: `Товар обміну ${i} ${Math.floor(random() * 1e6)}`,
      group: groups[i % 3],
      maker: `Виробник ${i % 40}`,
      description: 'Опис товару з 1С. '.repeat(1 + (i % 3)),
      properties: [...new Set(own)].map((p) => [`prop-${p}`, valueFor(p, i)]),
    });
  });
  const [offersHead = '', offersTail = ''] = offersXml([{ id: '@@' }]).split(/\s*<Предложение>[\s\S]*<\/Предложение>/);
  const offersFile = path.join(dir, 'offers.xml');
  await writePieces(offersFile, offersHead, goods, offersTail, (i) =>
    offerXml({
      id: `bench-${i}`,
      retail: (10 + Math.floor(random() * 500_000) / 100).toFixed(2),
      wholesale: '5',
    }).replace('</Цены>', `</Цены><Количество>${Math.floor(random() * 9)}</Количество>`),
  );
  return { importFile, offersFile, classifierBytes: Buffer.byteLength(classifier) };
}

/** Head, `count` items, tail: written honouring backpressure, never the whole text in memory. */
async function writePieces(file: string, head: string, count: number, tail: string, item: (i: number) => string) {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(head);
  for (let i = 0; i < count; i++) await write(item(i));
  await write(tail);
  out.end();
  await once(out, 'finish');
}
