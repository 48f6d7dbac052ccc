export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif';

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The image type told by the file's first bytes (SPEC §5: jpg, gif, png only), never by its
 * name or declared type: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, GIF "GIF87a" / "GIF89a".
 */
export function detectImageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  return null;
}
