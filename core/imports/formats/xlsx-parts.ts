import path from 'node:path';
import type { Entry } from 'yauzl';
import { ImportFileError } from '../types';
import type { XlsxLimits } from './xlsx-limits';
import { drain, local, saxOf } from './xml-events';
import type { InflateBudget, ZipArchive } from './zip';

/** `Target` of a workbook relationship as a zip path (relative to `xl/`, or absolute). */
const partPath = (target: string) =>
  path.posix.normalize(target.startsWith('/') ? target.slice(1) : `xl/${target}`).replace(/^(\.\.\/)+/, '');

/** The first sheet's part (the workbook's order) and the shared strings' part, from the workbook and its relationships. */
export async function workbookParts(zip: ZipArchive, limits: XlsxLimits, budget: InflateBudget) {
  const rels = new Map<string, { target: string; type: string }>();
  const relsEntry = zip.entries.get('xl/_rels/workbook.xml.rels');
  if (relsEntry)
    await drain(
      saxOf(zip.text(relsEntry, 'workbook', limits.workbook, budget), {
        open: ({ name, attrs }) => {
          if (name === 'Relationship' && attrs.Id && attrs.Target)
            rels.set(attrs.Id, { target: partPath(attrs.Target), type: attrs.Type ?? '' });
        },
      }),
    );
  let firstSheetRel: string | undefined;
  const workbookEntry = zip.entries.get('xl/workbook.xml');
  if (workbookEntry)
    await drain(
      saxOf(zip.text(workbookEntry, 'workbook', limits.workbook, budget), {
        open: ({ name, attrs }) => {
          if (name !== 'sheet' || firstSheetRel) return;
          firstSheetRel = Object.entries(attrs).find(([key]) => key !== 'id' && local(key) === 'id')?.[1];
        },
      }),
    );
  const byNumber = [...zip.entries.keys()]
    .map((name) => ({ name, n: Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? Number.NaN) }))
    .filter((p) => Number.isFinite(p.n))
    .sort((a, b) => a.n - b.n);
  const sheet = (firstSheetRel && rels.get(firstSheetRel)?.target) || byNumber[0]?.name;
  const strings =
    [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target ??
    (zip.entries.has('xl/sharedStrings.xml') ? 'xl/sharedStrings.xml' : undefined);
  return { sheet, strings };
}

/** The shared strings, rich text joined (phonetic runs left out), at most `sharedStringCount` of them. */
export async function sharedStrings(zip: ZipArchive, entry: Entry, limits: XlsxLimits, budget: InflateBudget) {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let phonetic = 0;
  await drain(
    saxOf(zip.text(entry, 'shared_strings', limits.sharedStrings, budget), {
      open: ({ name }) => {
        if (name === 'si') current = '';
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && !phonetic) inText = true;
      },
      text: (text) => {
        if (inText) current += text;
      },
      close: (name) => {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'si') {
          if (strings.length >= limits.sharedStringCount)
            throw new ImportFileError({
              code: 'too_large',
              part: 'shared_string_count',
              limit: limits.sharedStringCount,
            });
          strings.push(current);
          current = '';
        }
      },
    }),
  );
  return strings;
}
