import { decimalUah, kyivDay, kyivWall } from '#core/shared';

/** XML text with the five special characters escaped and the characters XML 1.0 forbids dropped. */
export function escapeXml(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what XML 1.0 forbids.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** A tree of elements rendered with two-space indentation; `null` children are left out. */
export type XmlNode = { name: string; attrs?: Record<string, string>; children?: (XmlNode | null)[]; text?: string };

export const el = (name: string, content?: string | number | (XmlNode | null)[], attrs?: Record<string, string>) =>
  Array.isArray(content)
    ? { name, attrs, children: content }
    : ({ name, attrs, text: content === undefined ? undefined : String(content) } satisfies XmlNode);

export function renderXml(node: XmlNode, depth = 0, out: string[] = []): string[] {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  const children = (node.children ?? []).filter((c): c is XmlNode => c !== null);
  if (children.length) {
    out.push(`${pad}<${node.name}${attrs}>`);
    for (const child of children) renderXml(child, depth + 1, out);
    out.push(`${pad}</${node.name}>`);
  } else if (node.text === undefined || node.text === '') out.push(`${pad}<${node.name}${attrs}/>`);
  else out.push(`${pad}<${node.name}${attrs}>${escapeXml(node.text)}</${node.name}>`);
  return out;
}

/** Kopiyky as CommerceML writes an amount: `1234.50`. */
export const amount = (kop: number) => decimalUah(kop);

/** Kyiv wall-clock date and time (1C reads local time without a zone): `['2026-06-15', '12:00:00']`. */
export function kyivDateTime(at: Date): [string, string] {
  const w = kyivWall(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return [kyivDay(at), `${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`];
}
