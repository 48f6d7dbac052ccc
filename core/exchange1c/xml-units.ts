import { SaxesParser } from 'saxes';

/** A small element read whole: one good, one offer, the classifier's groups. */
export type XNode = { name: string; attrs: Record<string, string>; children: XNode[]; text: string; line: number };

/** A unit of a CommerceML document: the element, and the name of its parent (`Товары`, `Классификатор`). */
export type XUnit = { parent: string; node: XNode };

/** The elements read whole; everything else is walked through (Каталог's and ПакетПредложений's own attributes aside). */
const unitPaths: readonly (readonly [string, string])[] = [
  ['Классификатор', 'Группы'],
  ['Классификатор', 'Склады'],
  ['Классификатор', 'ТипыЦен'],
  ['ПакетПредложений', 'ТипыЦен'],
  ['ПакетПредложений', 'Склады'],
  ['Товары', 'Товар'],
  ['Предложения', 'Предложение'],
  ['Каталог', 'СодержитТолькоИзменения'],
  ['ПакетПредложений', 'СодержитТолькоИзменения'],
  ['Каталог', 'Ид'],
  ['ПакетПредложений', 'Ид'],
];
/**
 * The classifier's properties are read one by one, each delivered as a `Свойства` unit of its own
 * holding that one property: read whole, 2,000 properties with three values
 * each are ~22,000 elements, refused as too large (`maxUnitNodes`), and held at once.
 */
const propertyItems = new Set(['Свойство', 'СвойствоНоменклатуры']);
/** Elements whose attributes are a unit of their own (an empty node) when they open. */
const headers = new Set(['Каталог', 'ПакетПредложений', 'Классификатор']);
/** A unit larger than this many elements is not CommerceML we can read in bounded memory. */
const maxUnitNodes = 20_000;

/** The encoding named by the XML declaration (`windows-1251` is what 1C 8.2 writes), else UTF-8. */
export function declaredEncoding(head: Uint8Array): string {
  const text = new TextDecoder('latin1').decode(head.subarray(0, 200));
  const match = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(text);
  const name = match?.[1]?.toLowerCase() ?? 'utf-8';
  return name === 'cp1251' ? 'windows-1251' : name;
}

/**
 * A CommerceML file's units as it streams by (saxes): only the element being read is held, so a
 * 100,000-goods `import.xml` takes the memory of one chunk and one good. Throws on broken XML, with
 * the line. The file's encoding comes from its declaration (UTF-8 or windows-1251).
 */
export async function* readXmlUnits(input: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<XUnit> {
  const parser = new SaxesParser({ position: true });
  const stack: string[] = [];
  let unit: { parent: string; root: XNode; open: XNode[]; count: number } | null = null;
  let out: XUnit[] = [];
  parser.on('opentag', (tag) => {
    const name = tag.name;
    const parent = stack.at(-1) ?? '';
    const attrs = tag.attributes as Record<string, string>;
    stack.push(name);
    if (unit) {
      if (++unit.count > maxUnitNodes) throw new Error(`element too large at line ${parser.line}`);
      const node: XNode = { name, attrs, children: [], text: '', line: parser.line };
      unit.open.at(-1)?.children.push(node);
      unit.open.push(node);
      return;
    }
    const property = parent === 'Свойства' && stack.at(-3) === 'Классификатор' && propertyItems.has(name);
    if (property || unitPaths.some(([p, n]) => p === parent && n === name)) {
      const root: XNode = { name, attrs, children: [], text: '', line: parser.line };
      unit = { parent, root, open: [root], count: 1 };
    } else if (headers.has(name))
      out.push({ parent, node: { name, attrs, children: [], text: '', line: parser.line } });
  });
  parser.on('text', (text) => {
    const node = unit?.open.at(-1);
    if (node && node.text.length < 1_000_000) node.text += text;
  });
  parser.on('cdata', (text) => {
    const node = unit?.open.at(-1);
    if (node && node.text.length < 1_000_000) node.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
    if (!unit) return;
    unit.open.pop();
    if (unit.open.length === 0) {
      const { root } = unit;
      out.push(
        unit.parent === 'Свойства'
          ? {
              parent: 'Классификатор',
              node: { name: 'Свойства', attrs: {}, children: [root], text: '', line: root.line },
            }
          : { parent: unit.parent, node: root },
      );
      unit = null;
    }
  });
  let decoder: TextDecoder | null = null;
  for await (const chunk of input) {
    decoder ??= new TextDecoder(declaredEncoding(chunk));
    parser.write(decoder.decode(chunk, { stream: true }));
    if (out.length) {
      const ready = out;
      out = [];
      yield* ready;
    }
  }
  if (decoder) parser.write(decoder.decode());
  parser.close();
  yield* out;
}

/** The first child named `name`. */
export const child = (node: XNode | undefined, name: string) => node?.children.find((c) => c.name === name);
/** Children named `name`. */
export const childrenOf = (node: XNode | undefined, name: string) =>
  node?.children.filter((c) => c.name === name) ?? [];
/** A child's text, trimmed ('' when missing). */
export const textOf = (node: XNode | undefined, name: string) => child(node, name)?.text.trim() ?? '';
/** The element's text by a path of child names (`Изготовитель`, `Наименование`). */
export const pathText = (node: XNode | undefined, ...names: string[]) => {
  let at = node;
  for (const name of names) at = child(at, name);
  return at?.text.trim() ?? '';
};
