/** Side-view fish for the "by fish type" menu: body proportions and markings per species. */
type FishLook = { body: string; belly: string; length: number; depth: number; stripes?: boolean; spots?: boolean };

export const fishLooks: Record<string, FishLook> = {
  pike: { body: '#5f7a3a', belly: '#e8e2b0', length: 300, depth: 50, spots: true },
  carp: { body: '#b5892e', belly: '#f1dca0', length: 240, depth: 95 },
  zander: { body: '#7d8a86', belly: '#e6ebe8', length: 280, depth: 60, stripes: true },
  perch: { body: '#7a8f3a', belly: '#f0e6a8', length: 210, depth: 80, stripes: true },
  crucian: { body: '#c2a04a', belly: '#f5e6b5', length: 200, depth: 100 },
  bream: { body: '#9a8f6a', belly: '#e8e1c4', length: 230, depth: 110 },
  catfish: { body: '#4a4f45', belly: '#c9c2a8', length: 320, depth: 60, spots: true },
  trout: { body: '#6f8fa0', belly: '#f2d6d6', length: 250, depth: 65, spots: true },
  asp: { body: '#6e8ca3', belly: '#eef3f6', length: 270, depth: 60 },
  roach: { body: '#8da3b0', belly: '#f1f1ea', length: 200, depth: 70 },
  tench: { body: '#5b6b2e', belly: '#c7c18a', length: 220, depth: 75 },
  'silver-carp': { body: '#a8b4bb', belly: '#f2f4f5', length: 260, depth: 85 },
};

/** Draws a fish centred on a 400×240 canvas. */
export function drawFish(look: FishLook): string {
  const cx = 200;
  const cy = 120;
  const half = look.length / 2;
  const x0 = cx - half;
  const x1 = cx + half - 40;
  const d = look.depth;
  let out = `<path d="M${x1} ${cy} L ${x1 + 55} ${cy - d / 2} L ${x1 + 45} ${cy} L ${x1 + 55} ${cy + d / 2} Z" fill="${look.body}"/>`;
  out += `<path d="M${x0} ${cy} C ${x0 + 40} ${cy - d} ${x1 - 40} ${cy - d} ${x1 + 5} ${cy} C ${x1 - 40} ${cy + d} ${x0 + 40} ${cy + d} ${x0} ${cy} Z" fill="${look.body}" stroke="#2b2b2b" stroke-width="2"/>`;
  out += `<path d="M${x0 + 20} ${cy + 8} C ${x0 + 80} ${cy + d * 0.7} ${x1 - 50} ${cy + d * 0.6} ${x1} ${cy + 4}" fill="${look.belly}" opacity=".8"/>`;
  out += `<path d="M${cx - 30} ${cy - d * 0.7} L ${cx + 20} ${cy - d * 0.95} L ${cx + 40} ${cy - d * 0.68} Z" fill="${look.body}" stroke="#2b2b2b" stroke-width="1.5"/>`;
  if (look.stripes) {
    for (let i = 0; i < 5; i++) {
      const x = x0 + 70 + i * ((x1 - x0 - 100) / 5);
      out += `<path d="M${x} ${cy - d * 0.65} q 6 ${d * 0.5} 0 ${d * 0.9}" stroke="#2e3a22" stroke-width="7" fill="none" opacity=".45"/>`;
    }
  }
  if (look.spots) {
    for (let i = 0; i < 7; i++) {
      out += `<circle cx="${x0 + 70 + i * 28}" cy="${cy - 12 + ((i * 17) % 24)}" r="5" fill="#f0e6b0" opacity=".55"/>`;
    }
  }
  out += `<circle cx="${x0 + 28}" cy="${cy - 8}" r="7" fill="#fff"/><circle cx="${x0 + 28}" cy="${cy - 8}" r="3.5" fill="#111"/>`;
  out += `<path d="M${x0 + 45} ${cy - d * 0.35} q 12 ${d * 0.35} 0 ${d * 0.7}" stroke="#2b2b2b" stroke-width="2" fill="none" opacity=".6"/>`;
  return out;
}
