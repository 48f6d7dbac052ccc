import { describe, expect, it } from 'vitest';
import {
  demoColours,
  demoImageName,
  demoImageUrl,
  fishImageNames,
  modelLook,
  productKinds,
  renderDemoImage,
  sceneNames,
} from './index';

/** A light well-formedness check: one root <svg>, balanced tags, no stray "<" in text. */
function isWellFormed(svg: string): boolean {
  if (!svg.startsWith('<svg ') || !svg.endsWith('</svg>')) return false;
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    if (svg.slice(last, m.index).includes('<')) return false;
    last = m.index + m[0].length;
    const [, close, name, , selfClose] = m;
    if (selfClose) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0 && !svg.slice(last).includes('<');
}

function expectGoodSvg(name: string) {
  const svg = renderDemoImage(name);
  expect(svg, name).not.toBeNull();
  expect(isWellFormed(svg as string), name).toBe(true);
  expect((svg as string).length, name).toBeLessThan(6 * 1024);
  expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
  expect(svg).toMatch(/ width="\d+" height="\d+"/);
  expect(svg).toContain('role="img"');
  expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
}

describe('demo images', () => {
  it('draws every product kind in every colour and variant as a small valid SVG', () => {
    for (const kind of productKinds) {
      for (const colour of Object.keys(demoColours)) {
        for (let variant = 0; variant < 4; variant++)
          expectGoodSvg(demoImageName({ type: 'product', kind, colour, variant }));
      }
    }
  });

  it('draws icons, category banners, scenes, top strips, fish and logos', () => {
    for (const kind of productKinds) {
      expectGoodSvg(`i-${kind}`);
      expectGoodSvg(`cb-${kind}-2`);
      expectGoodSvg(`cm-${kind}`);
    }
    for (const scene of sceneNames) for (let v = 0; v < 4; v++) expectGoodSvg(`s-${scene}-${v}`);
    for (const fish of fishImageNames) expectGoodSvg(`f-${fish}`);
    expectGoodSvg('top-0');
    expectGoodSvg('logo-lucky-john');
  });

  it('variants of one good differ', () => {
    const variants = [0, 1, 2, 3].map((v) => renderDemoImage(`p-reel-blue-${v}`));
    expect(new Set(variants).size).toBe(4);
  });

  it('returns null for unknown or unsafe names', () => {
    for (const name of [
      '',
      'nope',
      'p-spaceship-red-0',
      'p-rod-ultraviolet-0',
      'p-rod-red-7',
      's-mars-0',
      'f-shark',
      'top-9',
      '../etc/passwd',
      'P-ROD-RED-0',
      'i-rod.svg',
      'logo-',
    ]) {
      expect(renderDemoImage(name), name).toBeNull();
    }
  });

  it('URLs are /images/demo/<safe name>.svg', () => {
    const url = demoImageUrl({ type: 'product', kind: 'sleeping-bag', colour: 'green', variant: 1 });
    expect(url).toBe('/images/demo/p-sleeping-bag-green-1.svg');
    expect(url).toMatch(/^\/images\/demo\/[a-z0-9-]+\.svg$/);
    expect(() => demoImageUrl({ type: 'icon', kind: 'spaceship' })).toThrow();
  });
});

describe('demo goods look different per model', () => {
  it('draws a model number into the name, and each model of a kind differently', () => {
    expect(demoImageName({ type: 'product', kind: 'soft-bait', colour: 'red', variant: 1, model: 42 })).toBe(
      'p-soft-bait-red-m42-1',
    );
    for (const kind of productKinds) {
      const drawings = new Set<string>();
      for (let model = 0; model < 12; model++) {
        const name = demoImageName({ type: 'product', kind, colour: 'blue', variant: 0, model });
        expectGoodSvg(name);
        drawings.add(renderDemoImage(name) as string);
      }
      expect(drawings.size, kind).toBe(12);
    }
  });

  it('varies proportions, accent colour, backdrop and label across models, the same every time', () => {
    const looks = Array.from({ length: 200 }, (_, model) => modelLook('reel', model));
    expect(modelLook('reel', 7)).toEqual(modelLook('reel', 7));
    expect(new Set(looks.map((l) => l.label)).size).toBeGreaterThan(150);
    expect(new Set(looks.map((l) => l.accent)).size).toBeGreaterThan(5);
    expect(new Set(looks.map((l) => l.backdrop)).size).toBe(4);
    const ratios = looks.map((l) => l.sx / l.sy);
    expect(Math.min(...ratios)).toBeLessThan(0.85);
    expect(Math.max(...ratios)).toBeGreaterThan(1.15);
    for (const look of looks) expect(look.label).toMatch(/^[A-Z]{2}-\d{2,3}$/);
  });

  it('refuses model numbers outside m0–m999 and keeps the names without a model', () => {
    expect(renderDemoImage('p-reel-blue-m1000-1')).toBeNull();
    expect(renderDemoImage('p-reel-blue-m01-1')).toBeNull();
    expect(renderDemoImage('p-reel-blue-m999-3')).not.toBeNull();
    expect(renderDemoImage('p-reel-blue-1')).not.toBeNull();
  });
});
