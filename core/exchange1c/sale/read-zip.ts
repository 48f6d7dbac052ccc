import { inflateRawSync } from 'node:zlib';

/** A zip's first bytes (a local file header). */
export const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

export type ZipEntries =
  | { ok: true; entries: { name: string; data: Buffer }[] }
  | { ok: false; error: 'truncated' | 'invalid' };

/**
 * The files of a small zip (ADR 0103: the endpoint's `init` says `zip=yes`, so 1C may pack its
 * orders file): the central directory read from the end, stored or deflated entries, each at most
 * `maxBytes` unpacked (a zip bomb stops there). No zip64, no encryption — 1C's orders archives
 * need neither. Without its end record the archive is `truncated` (a part of a split upload).
 */
export function readZip(zip: Buffer, maxBytes: number): ZipEntries {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) return { ok: false, error: 'truncated' };
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer }[] = [];
  try {
    for (let n = 0; n < count; n++) {
      if (zip.readUInt32LE(at) !== 0x02014b50) return { ok: false, error: 'invalid' };
      const method = zip.readUInt16LE(at + 10);
      const flags = zip.readUInt16LE(at + 8);
      const size = zip.readUInt32LE(at + 20);
      const nameLength = zip.readUInt16LE(at + 28);
      const local = zip.readUInt32LE(at + 42);
      const name = zip.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
      at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (name.endsWith('/')) continue;
      if (zip.readUInt32LE(local) !== 0x04034b50 || flags & 0x1) return { ok: false, error: 'invalid' };
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const packed = zip.subarray(start, start + size);
      if (method === 0 && size <= maxBytes) entries.push({ name, data: packed });
      else if (method === 8) entries.push({ name, data: inflateRawSync(packed, { maxOutputLength: maxBytes }) });
      else return { ok: false, error: 'invalid' };
    }
  } catch {
    return { ok: false, error: 'invalid' };
  }
  return { ok: true, entries };
}
