import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the build scripts, without types
import { withoutUpstreamNoise } from '../bin/build.mjs';
import config from '../react-router.config';

// A newcomer's first `npm start` printed a screen of deprecation warnings.
describe('the build says nothing it need not', () => {
  it('decides every future flag React Router warns about', () => {
    const source = readFileSync('node_modules/@react-router/dev/dist/vite.js', 'utf8');
    const warned = [...source.matchAll(/future\.(v\d+_\w+) === void 0/g)].map((match) => match[1] as string);
    expect(warned.length).toBeGreaterThan(0);
    const decided = Object.keys(config.future ?? {});
    for (const flag of warned) expect(decided).toContain(flag);
  });

  it("drops React Router's internal envFile warning and keeps every other line", () => {
    const warning = 'The `envFile` option is deprecated, please use `envDir: false` instead.\n';
    const other = 'vite v8 building client environment for production...\nsomething is wrong\n';
    expect(withoutUpstreamNoise(`${warning}${warning}${other}${warning}`)).toBe(other);
  });
});
