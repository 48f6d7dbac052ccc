import type { Tone } from './svg';

/** Product drawings for clothing, camping and tourism goods (400×400). */
export const outdoorKinds: Record<string, (c: Tone) => string> = {
  jacket: (c) =>
    `<path d="M140 70 L 100 90 L 50 200 L 90 220 L 110 170 V 340 H 290 V 170 L 310 220 L 350 200 L 300 90 L 260 70 Q 200 110 140 70 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M200 100 V 340" stroke="${c.dark}" stroke-width="5"/>` +
    `<path d="M130 230 h40 M230 230 h40" stroke="${c.light}" stroke-width="6"/>` +
    `<path d="M160 70 Q 200 40 240 70" stroke="${c.dark}" stroke-width="8" fill="none"/>`,
  shirt: (c) =>
    `<path d="M150 70 L 90 100 L 60 180 L 100 195 L 120 150 V 330 H 280 V 150 L 300 195 L 340 180 L 310 100 L 250 70 Q 200 100 150 70 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M120 200 H 280 M120 250 H 280" stroke="${c.light}" stroke-width="4" opacity=".6"/>`,
  pants: (c) =>
    `<path d="M130 60 H 270 L 290 340 H 215 L 200 150 L 185 340 H 110 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M130 80 H 270" stroke="${c.dark}" stroke-width="8"/>` +
    `<rect x="220" y="180" width="50" height="40" rx="4" fill="${c.light}" opacity=".6"/>`,
  waders: (c) =>
    `<path d="M130 50 H 270 L 280 280 H 300 Q 320 330 280 340 H 210 L 200 170 L 190 340 H 120 Q 80 330 100 280 H 120 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M150 50 V 20 M250 50 V 20" stroke="${c.dark}" stroke-width="8"/>` +
    `<rect x="160" y="80" width="80" height="50" rx="6" fill="${c.light}" opacity=".6"/>`,
  boots: (c) =>
    `<path d="M110 80 H 200 V 250 L 320 270 Q 350 280 345 320 H 100 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M100 320 H 345 V 340 H 100 Z" fill="#333"/>` +
    `<path d="M140 120 h40 M140 150 h40 M140 180 h40 M140 210 h40" stroke="${c.light}" stroke-width="5"/>`,
  hat: (c) =>
    `<path d="M120 230 Q 120 110 200 110 Q 280 110 280 230 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M60 240 Q 200 200 340 240 Q 200 280 60 240 Z" fill="${c.dark}"/>` +
    `<path d="M125 200 H 275" stroke="${c.light}" stroke-width="10"/>`,
  tent: (c) =>
    `<path d="M40 320 L 200 80 L 360 320 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M200 80 L 150 320 H 250 Z" fill="${c.dark}"/>` +
    `<path d="M200 160 L 170 320 H 230 Z" fill="#1d2a33"/>` +
    `<path d="M20 320 H 380" stroke="#5b7a3a" stroke-width="8"/>` +
    `<path d="M200 80 V 50" stroke="#555" stroke-width="5"/>`,
  tarp: (c) =>
    `<path d="M50 160 L 200 100 L 350 160 L 300 220 L 100 220 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M100 220 V 330 M300 220 V 330 M50 160 L 20 330 M350 160 L 380 330" stroke="#555" stroke-width="5"/>`,
  'sleeping-bag': (c) =>
    `<path d="M150 60 Q 200 30 250 60 L 280 320 Q 200 360 120 320 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<ellipse cx="200" cy="95" rx="38" ry="28" fill="${c.dark}"/>` +
    `<path d="M140 150 Q 200 170 262 150 M133 210 Q 200 230 268 210 M126 270 Q 200 290 274 270" stroke="${c.light}" stroke-width="5" fill="none"/>`,
  mat: (c) =>
    `<rect x="90" y="80" width="220" height="150" rx="12" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M130 80 V 230 M170 80 V 230 M210 80 V 230 M250 80 V 230" stroke="${c.dark}" stroke-width="3" opacity=".6"/>` +
    `<rect x="100" y="250" width="200" height="80" rx="40" fill="${c.light}" stroke="${c.dark}" stroke-width="5"/>`,
  chair: (c) =>
    `<path d="M120 100 H 280 V 230 H 120 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M110 230 H 290 L 270 260 H 130 Z" fill="${c.dark}"/>` +
    `<path d="M130 260 L 270 350 M270 260 L 130 350 M100 170 H 130 M270 170 H 300" stroke="#444" stroke-width="9" stroke-linecap="round"/>`,
  table: (c) =>
    `<rect x="60" y="140" width="280" height="30" rx="6" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<path d="M100 170 L 300 330 M300 170 L 100 330" stroke="#555" stroke-width="10" stroke-linecap="round"/>`,
  cot: (c) =>
    `<rect x="50" y="170" width="300" height="40" rx="10" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<path d="M80 210 L 110 300 M110 210 L 80 300 M290 210 L 320 300 M320 210 L 290 300" stroke="#555" stroke-width="8"/>`,
  pot: (c) =>
    `<path d="M100 150 H 300 V 300 Q 300 330 270 330 H 130 Q 100 330 100 300 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<rect x="90" y="130" width="220" height="24" rx="10" fill="${c.dark}"/>` +
    `<path d="M100 130 Q 200 40 300 130" stroke="#555" stroke-width="6" fill="none"/>` +
    `<path d="M170 110 q -10 -20 0 -40 M220 110 q -10 -20 0 -40" stroke="#bbb" stroke-width="5" fill="none"/>`,
  thermos: (c) =>
    `<rect x="150" y="60" width="100" height="50" rx="10" fill="${c.dark}"/>` +
    `<rect x="140" y="110" width="120" height="230" rx="24" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<rect x="160" y="140" width="16" height="170" rx="8" fill="#fff" opacity=".35"/>`,
  mug: (c) =>
    `<rect x="110" y="120" width="150" height="190" rx="16" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M260 160 H 300 Q 320 160 320 185 V 230 Q 320 260 290 260 H 260" stroke="${c.dark}" stroke-width="14" fill="none"/>`,
  burner: (c) =>
    `<path d="M130 320 Q 130 220 200 220 Q 270 220 270 320 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<rect x="180" y="170" width="40" height="50" fill="#888"/>` +
    `<path d="M110 170 H 290 M130 170 L 110 140 M270 170 L 290 140" stroke="#666" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M170 160 Q 160 110 200 80 Q 190 120 215 120 Q 235 100 230 80 Q 260 120 230 160 Z" fill="#f4a259"/>`,
  'gas-can': (c) =>
    `<path d="M110 180 Q 110 130 200 130 Q 290 130 290 180 V 300 Q 290 330 200 330 Q 110 330 110 300 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<rect x="175" y="100" width="50" height="34" rx="6" fill="#888"/>` +
    `<rect x="140" y="200" width="120" height="60" rx="6" fill="#fff" opacity=".8"/>`,
  headlamp: (c) =>
    `<ellipse cx="200" cy="220" rx="150" ry="70" fill="none" stroke="#333" stroke-width="18"/>` +
    `<rect x="140" y="150" width="120" height="90" rx="20" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<circle cx="200" cy="195" r="30" fill="#fff7c2" stroke="${c.dark}" stroke-width="5"/>`,
  flashlight: (c) =>
    `<rect x="60" y="175" width="200" height="50" rx="12" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M260 165 H 300 V 235 H 260 Z" fill="${c.dark}"/>` +
    `<path d="M300 175 L 370 130 V 270 L 300 225 Z" fill="#fff3a0" opacity=".7"/>` +
    `<rect x="140" y="185" width="30" height="30" rx="6" fill="#333"/>`,
  lantern: (c) =>
    `<path d="M160 80 Q 200 40 240 80" stroke="#444" stroke-width="8" fill="none"/>` +
    `<rect x="140" y="80" width="120" height="40" rx="8" fill="${c.dark}"/>` +
    `<rect x="150" y="120" width="100" height="150" rx="10" fill="#fff3a0" stroke="${c.main}" stroke-width="8"/>` +
    `<rect x="130" y="270" width="140" height="50" rx="10" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>`,
  backpack: (c) =>
    `<path d="M120 100 Q 120 60 200 60 Q 280 60 280 100 V 320 Q 280 340 260 340 H 140 Q 120 340 120 320 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M120 120 Q 200 160 280 120 V 150 Q 200 190 120 150 Z" fill="${c.dark}"/>` +
    `<rect x="150" y="220" width="100" height="90" rx="14" fill="${c.light}" stroke="${c.dark}" stroke-width="5"/>` +
    `<path d="M150 250 H 250" stroke="${c.dark}" stroke-width="4"/>`,
  'dry-bag': (c) =>
    `<path d="M130 110 H 270 L 280 330 Q 200 350 120 330 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<rect x="120" y="80" width="160" height="36" rx="10" fill="${c.dark}"/>` +
    `<path d="M150 80 Q 200 30 250 80" stroke="#333" stroke-width="8" fill="none"/>`,
  poles: (c) =>
    `<path d="M150 60 L 120 350 M250 60 L 280 350" stroke="${c.main}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="136" y="50" width="26" height="70" rx="10" fill="#333" transform="rotate(6 149 85)"/>` +
    `<rect x="238" y="50" width="26" height="70" rx="10" fill="#333" transform="rotate(-6 251 85)"/>` +
    `<circle cx="122" cy="320" r="16" fill="none" stroke="#333" stroke-width="5"/><circle cx="278" cy="320" r="16" fill="none" stroke="#333" stroke-width="5"/>`,
  knife: (c) =>
    `<path d="M60 230 L 230 180 Q 330 160 350 190 Q 300 240 230 240 Z" fill="#cfd6dc" stroke="#777" stroke-width="4"/>` +
    `<rect x="40" y="215" width="120" height="40" rx="16" fill="${c.main}" stroke="${c.dark}" stroke-width="5" transform="rotate(-12 100 235)"/>` +
    `<circle cx="80" cy="240" r="5" fill="#ddd"/><circle cx="130" cy="230" r="5" fill="#ddd"/>`,
  multitool: (c) =>
    `<rect x="90" y="170" width="220" height="60" rx="14" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M300 180 L 360 120 L 370 130 L 310 200 Z M300 220 L 350 280" fill="#bbb" stroke="#777" stroke-width="5"/>` +
    `<circle cx="120" cy="200" r="8" fill="#ddd"/>`,
};
