import type { Tone } from './svg';

/** Product drawings for rods, reels, lines and lures on a 400×400 canvas. */
export const fishingKinds: Record<string, (c: Tone) => string> = {
  rod: (c) =>
    `<path d="M60 340 L350 50" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M60 340 L130 270" stroke="#3a2a1c" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M135 265 L170 230" stroke="${c.main}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="210" cy="190" r="7" fill="none" stroke="#555" stroke-width="3"/>` +
    `<circle cx="260" cy="140" r="5" fill="none" stroke="#555" stroke-width="3"/>` +
    `<circle cx="305" cy="95" r="4" fill="none" stroke="#555" stroke-width="2"/>` +
    `<rect x="118" y="262" width="26" height="34" rx="5" fill="${c.light}" stroke="${c.dark}" stroke-width="3" transform="rotate(45 131 279)"/>`,
  reel: (c) =>
    `<rect x="185" y="70" width="30" height="110" rx="10" fill="${c.dark}"/>` +
    `<rect x="150" y="60" width="100" height="22" rx="8" fill="#555"/>` +
    `<circle cx="200" cy="230" r="78" fill="${c.main}" stroke="${c.dark}" stroke-width="8"/>` +
    `<circle cx="200" cy="230" r="46" fill="${c.light}"/>` +
    `<circle cx="200" cy="230" r="16" fill="${c.dark}"/>` +
    `<path d="M278 230 h52 v40" stroke="#444" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<circle cx="330" cy="284" r="14" fill="#333"/>`,
  baitcaster: (c) =>
    `<rect x="80" y="170" width="240" height="90" rx="45" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<circle cx="140" cy="215" r="30" fill="${c.light}" stroke="${c.dark}" stroke-width="5"/>` +
    `<rect x="180" y="190" width="80" height="50" rx="12" fill="${c.dark}"/>` +
    `<path d="M290 215 h50" stroke="#444" stroke-width="10" stroke-linecap="round"/>` +
    `<ellipse cx="350" cy="200" rx="12" ry="22" fill="#333"/><ellipse cx="350" cy="240" rx="12" ry="22" fill="#333"/>`,
  line: (c) =>
    `<ellipse cx="200" cy="110" rx="120" ry="34" fill="#ddd" stroke="#888" stroke-width="4"/>` +
    `<rect x="100" y="110" width="200" height="170" fill="${c.main}"/>` +
    `<path d="M100 140 h200 M100 170 h200 M100 200 h200 M100 230 h200 M100 260 h200" stroke="${c.dark}" stroke-width="3" opacity=".5"/>` +
    `<ellipse cx="200" cy="290" rx="120" ry="34" fill="#ccc" stroke="#888" stroke-width="4"/>` +
    `<ellipse cx="200" cy="110" rx="30" ry="9" fill="#888"/>` +
    `<path d="M300 180 C 350 200 340 300 370 340" stroke="${c.main}" stroke-width="3" fill="none"/>`,
  wobbler: (c) =>
    `<path d="M70 200 C 120 120 280 120 320 190 C 280 260 120 260 70 200 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<path d="M110 200 C 160 170 250 170 300 195" stroke="${c.light}" stroke-width="10" fill="none" opacity=".7"/>` +
    `<circle cx="115" cy="190" r="13" fill="#fff"/><circle cx="115" cy="190" r="7" fill="#111"/>` +
    `<path d="M72 210 L30 250 L80 228 Z" fill="#cfe3ee" stroke="#7aa" stroke-width="2"/>` +
    `<path d="M320 190 l30 -10" stroke="#666" stroke-width="4"/>` +
    `<path d="M200 245 v30 m0 0 c -12 10 -4 26 8 18 M300 230 v28 m0 0 c -12 10 -4 26 8 18" stroke="#555" stroke-width="4" fill="none"/>`,
  spoon: (c) =>
    `<path d="M200 60 C 280 110 280 300 200 330 C 120 300 120 110 200 60 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<path d="M200 90 C 240 130 240 270 200 300" stroke="${c.light}" stroke-width="12" fill="none" opacity=".8"/>` +
    `<circle cx="200" cy="78" r="7" fill="none" stroke="#555" stroke-width="3"/>` +
    `<path d="M200 330 v20 m-14 0 c 0 22 28 22 28 0 m-14 0 c -16 22 -40 10 -34 -8" stroke="#555" stroke-width="4" fill="none"/>`,
  spinner: (c) =>
    `<path d="M200 50 V 330" stroke="#777" stroke-width="5"/>` +
    `<path d="M200 90 C 280 120 270 220 210 230 C 190 180 190 130 200 90 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>` +
    `<rect x="188" y="230" width="24" height="60" rx="10" fill="${c.dark}"/>` +
    `<circle cx="200" cy="240" r="8" fill="${c.light}"/>` +
    `<path d="M200 330 c -18 0 -22 30 -4 34 c 14 3 22 -12 16 -22" stroke="#555" stroke-width="4" fill="none"/>` +
    `<path d="M186 300 q 14 24 28 0" fill="#d33"/>`,
  'soft-bait': (c) =>
    `<path d="M60 220 C 80 160 200 170 260 190 C 300 200 340 170 360 140 C 360 190 320 240 260 240 C 200 250 90 270 60 220 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4" opacity=".95"/>` +
    `<path d="M120 200 v40 M150 198 v42 M180 198 v44 M210 200 v42" stroke="${c.dark}" stroke-width="3" opacity=".5"/>` +
    `<circle cx="85" cy="212" r="6" fill="#111"/>` +
    `<circle cx="70" cy="230" r="22" fill="#888" stroke="#555" stroke-width="3"/>`,
  hook: (c) =>
    `<path d="M220 50 V 250 C 220 320 120 330 120 260 L 120 230" stroke="${c.dark}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M108 246 L120 215 L136 244" fill="${c.dark}"/>` +
    `<ellipse cx="220" cy="48" rx="16" ry="10" fill="none" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M230 120 h60 M230 150 h40" stroke="${c.main}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`,
  jig: (c) =>
    `<circle cx="140" cy="200" r="44" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<circle cx="128" cy="190" r="9" fill="#fff"/><circle cx="128" cy="190" r="5" fill="#111"/>` +
    `<path d="M180 200 H 300 C 330 200 330 270 290 270 L 280 258" stroke="#666" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<circle cx="110" cy="160" r="9" fill="none" stroke="#666" stroke-width="4"/>`,
  sinker: (c) =>
    `<path d="M200 90 C 270 160 280 300 200 320 C 120 300 130 160 200 90 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<circle cx="200" cy="80" r="14" fill="none" stroke="#777" stroke-width="6"/>` +
    `<path d="M175 170 C 170 220 175 260 190 290" stroke="${c.light}" stroke-width="8" fill="none" opacity=".7"/>`,
  float: (c) =>
    `<path d="M200 40 V 110" stroke="${c.main}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M200 110 C 250 160 245 250 200 290 C 155 250 150 160 200 110 Z" fill="${c.light}" stroke="${c.dark}" stroke-width="4"/>` +
    `<path d="M200 290 V 360" stroke="#444" stroke-width="5"/>` +
    `<path d="M60 180 q 35 -12 70 0 t 70 0 t 70 0 t 70 0" stroke="#7fb8d8" stroke-width="4" fill="none"/>`,
  swivel: (c) =>
    `<ellipse cx="200" cy="110" rx="26" ry="40" fill="none" stroke="${c.dark}" stroke-width="9"/>` +
    `<rect x="180" y="160" width="40" height="80" rx="16" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<ellipse cx="200" cy="290" rx="26" ry="40" fill="none" stroke="${c.dark}" stroke-width="9"/>`,
};
