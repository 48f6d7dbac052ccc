/** Small helpers shared by the demo illustrations: colours, hashing and the SVG envelope. */

export type Tone = { main: string; dark: string; light: string };

/** Named product colours; the name is part of an image URL, so keep them `[a-z]+`. */
export const palette: Record<string, string> = {
  red: '#d64541',
  orange: '#f4a259',
  yellow: '#f2c14e',
  green: '#4c9a2a',
  olive: '#6b7b3a',
  teal: '#1b998b',
  blue: '#2f6fb0',
  navy: '#0b4f6c',
  purple: '#7d4e9f',
  pink: '#e07a9a',
  black: '#2b2d2f',
  grey: '#7a8288',
  silver: '#a9b4bd',
  gold: '#c9a227',
  brown: '#8a5a36',
  khaki: '#a39064',
  white: '#e9eef2',
};

export const brandColours = { deep: '#0b4f6c', teal: '#1b998b', orange: '#f4a259' } as const;

function clampByte(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  return `#${channels
    .map((c) =>
      clampByte(c + (target - c) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function tone(hex: string): Tone {
  return { main: hex, dark: shade(hex, -0.35), light: shade(hex, 0.45) };
}

/** FNV-1a: a stable small hash so a name always draws the same picture. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The outer `<svg>` element every demo image uses. */
export function svgDocument(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

/** A vertical two-stop gradient definition. */
export function linearGradient(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}
