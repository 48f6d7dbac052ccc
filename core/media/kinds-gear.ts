import type { Tone } from './svg';

/** Product drawings for feeders, bait, electronics, boats and fishing accessories (400×400). */
export const gearKinds: Record<string, (c: Tone) => string> = {
  feeder: (c) =>
    `<rect x="130" y="110" width="140" height="190" rx="20" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M160 110 v190 M200 110 v190 M240 110 v190 M130 160 h140 M130 210 h140 M130 260 h140" stroke="${c.dark}" stroke-width="5"/>` +
    `<rect x="130" y="270" width="140" height="34" rx="8" fill="#555"/>` +
    `<path d="M200 110 V 50" stroke="#666" stroke-width="5"/><circle cx="200" cy="44" r="9" fill="none" stroke="#666" stroke-width="4"/>`,
  bait: (c) =>
    `<path d="M110 90 H 290 L 310 330 H 90 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<rect x="110" y="70" width="180" height="30" rx="6" fill="${c.dark}"/>` +
    `<ellipse cx="200" cy="215" rx="70" ry="55" fill="${c.light}"/>` +
    `<path d="M160 215 c 20 -30 60 -30 80 0 c -20 30 -60 30 -80 0 z M240 215 l 22 -16 v32 z" fill="${c.dark}"/>`,
  boilie: (c) =>
    `<circle cx="150" cy="230" r="60" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<circle cx="260" cy="200" r="52" fill="${c.light}" stroke="${c.dark}" stroke-width="5"/>` +
    `<circle cx="220" cy="300" r="44" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<circle cx="130" cy="210" r="10" fill="#fff" opacity=".5"/><circle cx="245" cy="182" r="9" fill="#fff" opacity=".5"/>`,
  bottle: (c) =>
    `<rect x="165" y="60" width="70" height="40" rx="8" fill="${c.dark}"/>` +
    `<path d="M150 110 H 250 V 330 Q 250 350 230 350 H 170 Q 150 350 150 330 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="5" opacity=".9"/>` +
    `<rect x="160" y="180" width="80" height="90" rx="6" fill="#fff" opacity=".85"/>` +
    `<path d="M175 210 h50 M175 230 h40 M175 250 h45" stroke="${c.dark}" stroke-width="6"/>`,
  sounder: (c) =>
    `<rect x="80" y="80" width="240" height="180" rx="18" fill="#222" stroke="${c.main}" stroke-width="8"/>` +
    `<rect x="100" y="100" width="200" height="130" fill="#0e3954"/>` +
    `<path d="M100 200 C 140 180 170 215 210 190 C 250 170 270 205 300 190 V 230 H 100 Z" fill="#f4a259"/>` +
    `<path d="M140 140 q 10 -8 20 0 M220 120 q 8 -6 16 0 M250 165 q 10 -8 20 0" stroke="#9fe" stroke-width="4" fill="none"/>` +
    `<circle cx="130" cy="245" r="6" fill="${c.light}"/><circle cx="270" cy="245" r="6" fill="${c.light}"/>` +
    `<path d="M200 260 V 320 M150 320 H 250" stroke="#444" stroke-width="12" stroke-linecap="round"/>`,
  'castable-sounder': (c) =>
    `<circle cx="200" cy="210" r="100" fill="${c.main}" stroke="${c.dark}" stroke-width="8"/>` +
    `<path d="M100 210 H 300" stroke="${c.dark}" stroke-width="8"/>` +
    `<circle cx="170" cy="170" r="24" fill="#fff" opacity=".35"/>` +
    `<path d="M200 110 V 80" stroke="#555" stroke-width="8"/><circle cx="200" cy="72" r="10" fill="none" stroke="#555" stroke-width="5"/>` +
    `<path d="M60 330 q 35 -14 70 0 t 70 0 t 70 0 t 70 0" stroke="#7fb8d8" stroke-width="5" fill="none"/>`,
  alarm: (c) =>
    `<rect x="110" y="150" width="180" height="90" rx="30" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M140 150 V 110 M260 150 V 110" stroke="${c.dark}" stroke-width="10"/>` +
    `<path d="M120 110 Q 200 70 280 110" stroke="${c.dark}" stroke-width="10" fill="none"/>` +
    `<circle cx="150" cy="195" r="14" fill="#ff4d4d"/><rect x="190" y="180" width="80" height="30" rx="6" fill="#222"/>` +
    `<path d="M200 240 V 330" stroke="#777" stroke-width="10"/>`,
  battery: (c) =>
    `<rect x="100" y="120" width="200" height="180" rx="14" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<rect x="130" y="96" width="36" height="24" fill="#555"/><rect x="234" y="96" width="36" height="24" fill="#555"/>` +
    `<path d="M210 150 L 170 215 H 205 L 190 270 L 235 195 H 200 Z" fill="#fff"/>`,
  boat: (c) =>
    `<path d="M40 220 H 360 Q 350 290 290 300 H 110 Q 50 290 40 220 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M60 232 H 340" stroke="${c.light}" stroke-width="10" opacity=".6"/>` +
    `<rect x="150" y="200" width="100" height="14" rx="4" fill="#7a5a3a"/>` +
    `<path d="M130 180 L 60 260 M270 180 L 340 260" stroke="#7a5a3a" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M20 320 q 45 -14 90 0 t 90 0 t 90 0 t 90 0" stroke="#7fb8d8" stroke-width="5" fill="none"/>`,
  motor: (c) =>
    `<rect x="140" y="60" width="120" height="110" rx="30" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M180 100 h40" stroke="${c.light}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="185" y="170" width="30" height="130" fill="#555"/>` +
    `<path d="M170 300 H 240 L 230 320 H 180 Z" fill="#444"/>` +
    `<path d="M240 305 l 40 -20 l 0 40 z" fill="#888"/>` +
    `<path d="M260 110 H 330" stroke="#333" stroke-width="10" stroke-linecap="round"/>`,
  oar: (c) =>
    `<path d="M80 330 L 260 110" stroke="#8a5a36" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M250 120 C 270 60 330 40 340 60 C 350 80 320 140 262 130 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<rect x="70" y="318" width="30" height="20" rx="6" fill="#333" transform="rotate(-50 85 328)"/>`,
  'landing-net': (c) =>
    `<ellipse cx="240" cy="150" rx="110" ry="80" fill="none" stroke="${c.dark}" stroke-width="8"/>` +
    `<path d="M150 190 Q 240 330 330 190" fill="${c.main}" opacity=".35"/>` +
    `<path d="M170 200 L 300 150 M190 230 L 320 175 M210 260 L 300 215 M180 135 L 300 260 M230 110 L 320 220" stroke="${c.main}" stroke-width="3"/>` +
    `<path d="M135 190 L 40 350" stroke="#333" stroke-width="12" stroke-linecap="round"/>`,
  'net-handle': (c) =>
    `<path d="M50 350 L 350 50" stroke="${c.dark}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M50 350 L 120 280" stroke="#222" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M170 230 l 14 -14 M230 170 l 14 -14 M290 110 l 14 -14" stroke="${c.light}" stroke-width="20"/>` +
    `<circle cx="352" cy="48" r="12" fill="#888"/>`,
  umbrella: (c) =>
    `<path d="M40 200 Q 200 40 360 200 Q 320 180 280 200 Q 240 180 200 200 Q 160 180 120 200 Q 80 180 40 200 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="5"/>` +
    `<path d="M200 70 Q 150 130 120 200 M200 70 Q 250 130 280 200" stroke="${c.dark}" stroke-width="3" fill="none"/>` +
    `<path d="M200 60 V 340" stroke="#444" stroke-width="8"/><path d="M200 340 l -10 30 h 20 z" fill="#444"/>`,
  keepnet: (c) =>
    `<ellipse cx="200" cy="90" rx="90" ry="20" fill="none" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M110 90 L 120 320 M290 90 L 280 320" stroke="${c.main}" stroke-width="4"/>` +
    `<ellipse cx="200" cy="150" rx="88" ry="18" fill="none" stroke="${c.dark}" stroke-width="5"/>` +
    `<ellipse cx="200" cy="220" rx="85" ry="18" fill="none" stroke="${c.dark}" stroke-width="5"/>` +
    `<ellipse cx="200" cy="320" rx="80" ry="18" fill="${c.main}" opacity=".4" stroke="${c.dark}" stroke-width="5"/>`,
  'rod-pod': (c) =>
    `<path d="M60 300 H 340 M120 300 L 100 360 M280 300 L 300 360 M120 300 V 200 M280 300 V 200" stroke="${c.dark}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M90 200 H 150 M250 200 H 310" stroke="${c.main}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M70 190 L 340 120 M70 215 L 340 150" stroke="#333" stroke-width="5"/>`,
  box: (c) =>
    `<rect x="70" y="150" width="260" height="170" rx="12" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<rect x="60" y="120" width="280" height="46" rx="10" fill="${c.dark}"/>` +
    `<path d="M160 120 Q 200 70 240 120" stroke="#333" stroke-width="10" fill="none"/>` +
    `<rect x="180" y="150" width="40" height="24" rx="4" fill="#ddd"/>`,
  case: (c) =>
    `<rect x="40" y="170" width="320" height="70" rx="35" fill="${c.main}" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M100 170 v70 M300 170 v70" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M150 170 Q 200 120 250 170" stroke="#333" stroke-width="8" fill="none"/>`,
  'ice-auger': (c) =>
    `<path d="M200 40 V 360" stroke="#777" stroke-width="10"/>` +
    `<path d="M200 240 l 60 20 l -60 20 l -60 20 l 60 20 l 60 20 l -60 20" stroke="#999" stroke-width="8" fill="none"/>` +
    `<path d="M110 60 H 200 V 110 H 290" stroke="${c.main}" stroke-width="16" stroke-linecap="round" fill="none"/>` +
    `<rect x="90" y="44" width="36" height="32" rx="8" fill="${c.dark}"/><rect x="274" y="94" width="36" height="32" rx="8" fill="${c.dark}"/>`,
};
