import { brandColours, linearGradient, shade } from './svg';

/** Wide, text-free landscapes for home banners, promotions and articles (1200×400). */
export const sceneNames = ['lake', 'camp', 'forest', 'ice', 'sea', 'river'] as const;
export type SceneName = (typeof sceneNames)[number];

const skies: Record<SceneName, [string, string]> = {
  lake: ['#f7c98b', '#f4a259'],
  camp: ['#0b1f33', '#0b4f6c'],
  forest: ['#cde8e2', '#9fd3c7'],
  ice: ['#e6f1f8', '#b9d7ea'],
  sea: ['#8fd0e8', '#1b998b'],
  river: ['#fbe3c2', '#9fd3c7'],
};

function pines(x0: number, count: number, base: number, colour: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + i * 46;
    const h = 70 + ((i * 37) % 50);
    out += `<path d="M${x} ${base} l 22 -${h} l 22 ${h} Z" fill="${colour}"/>`;
  }
  return out;
}

function waves(y: number, colour: string, width = 1200): string {
  let d = `M0 ${y}`;
  for (let x = 0; x < width; x += 80) d += ` q 20 -10 40 0 t 40 0`;
  return `<path d="${d}" stroke="${colour}" stroke-width="4" fill="none" opacity=".6"/>`;
}

/** Draws one landscape; `variant` moves the sun and shifts the colours a little. */
export function drawScene(scene: SceneName, variant: number, width = 1200, height = 400): string {
  const [top, bottom] = skies[scene];
  const sunX = 200 + ((variant * 290) % 800);
  const k = (variant % 4) * 0.06;
  const sky = `<defs>${linearGradient('sky', shade(top, k), shade(bottom, -k))}${linearGradient('water', brandColours.teal, brandColours.deep)}</defs><rect width="${width}" height="${height}" fill="url(#sky)"/>`;
  const hills = `<path d="M0 260 Q 200 150 420 240 T 860 220 T 1200 230 V 400 H 0 Z" fill="${shade(brandColours.deep, 0.25)}" opacity=".7"/>`;
  switch (scene) {
    case 'lake':
      return `${sky}<circle cx="${sunX}" cy="150" r="60" fill="#fff1c9"/>${hills}<rect y="270" width="${width}" height="130" fill="url(#water)"/>${waves(310, '#fff')}${waves(350, '#fff')}<path d="M700 290 h160 q -10 30 -40 30 h-90 q -25 0 -30 -30 Z" fill="${brandColours.orange}"/><path d="M790 290 L 900 170" stroke="#333" stroke-width="4"/><path d="M900 170 Q 960 240 950 300" stroke="#333" stroke-width="1.5" fill="none"/>`;
    case 'camp':
      return `${sky}<circle cx="${sunX}" cy="90" r="34" fill="#f3f0d7"/><g fill="#fff">${[80, 260, 430, 610, 980, 1120].map((x, i) => `<circle cx="${x}" cy="${40 + ((i * 53) % 120)}" r="2.5"/>`).join('')}</g><path d="M0 300 L 250 120 L 480 300 Z M380 300 L 700 90 L 1000 300 Z M850 300 L 1050 160 L 1200 260 V 300 Z" fill="#123b52"/><rect y="300" width="${width}" height="100" fill="#1d3b2a"/><path d="M520 340 L 640 200 L 760 340 Z" fill="${brandColours.orange}"/><path d="M640 200 L 610 340 H 670 Z" fill="#7a3f12"/><path d="M840 345 q 10 -40 22 -10 q 12 -40 22 10 Z" fill="#f4a259"/>`;
    case 'forest':
      return `${sky}<circle cx="${sunX}" cy="110" r="50" fill="#fff8dc"/>${hills}${pines(20, 26, 330, '#2f6b4f')}<rect y="330" width="${width}" height="70" fill="#5b7a3a"/><path d="M500 400 Q 600 360 560 330 Q 620 345 700 400 Z" fill="#c9b48a"/>`;
    case 'ice':
      return `${sky}<circle cx="${sunX}" cy="120" r="46" fill="#fffbe8"/>${pines(40, 10, 250, '#3f6e7a')}${pines(760, 9, 250, '#3f6e7a')}<rect y="250" width="${width}" height="150" fill="#f4f9fc"/><ellipse cx="600" cy="330" rx="50" ry="14" fill="${brandColours.deep}"/><path d="M660 330 L 720 250" stroke="#333" stroke-width="4"/><rect x="700" y="280" width="60" height="40" rx="6" fill="${brandColours.orange}"/>`;
    case 'sea':
      return `${sky}<circle cx="${sunX}" cy="110" r="55" fill="#fff6d5"/><rect y="220" width="${width}" height="180" fill="url(#water)"/>${waves(250, '#fff')}${waves(300, '#fff')}${waves(360, '#fff')}<path d="M400 240 h220 l -30 40 h-170 Z" fill="#fff"/><path d="M510 240 V 120 L 590 230 Z" fill="${brandColours.orange}"/>`;
    case 'river':
      return `${sky}<circle cx="${sunX}" cy="120" r="50" fill="#fff1c9"/>${hills}<path d="M0 330 Q 300 260 600 300 T 1200 290 V 400 H 0 Z" fill="url(#water)"/>${pines(900, 6, 290, '#2f6b4f')}<path d="M200 330 L 320 180" stroke="#333" stroke-width="5"/><path d="M320 180 Q 380 250 370 320" stroke="#333" stroke-width="1.5" fill="none"/><circle cx="370" cy="322" r="5" fill="${brandColours.orange}"/>`;
  }
}
