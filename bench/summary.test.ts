import { describe, expect, it } from 'vitest';
import type { LoadFigures } from './load';
import { type AllFigures, summaryRows } from './summary';

const base: AllFigures = { startedAt: '', quick: true, dbs: ['pglite'], parts: ['load', 'memory', 'js'], failures: [] };
const round = {
  round: 1,
  seconds: 20,
  requests: 600,
  perSecond: 30,
  page: { p50: 80, p95: 1700, p99: 2100 },
  checkP95: 300,
  orderP95: 900,
  timeouts: 0,
  connectionErrors: 0,
  shed: 60,
  limited: 0,
  serverErrors: 0,
  shoppersWithOrder: 20,
  shoppersNeverAnswered: 0,
  returning: 32,
  serverCores: 1,
  rssBeforeMb: 520,
  rssAfterMb: 550,
};
const load: LoadFigures = {
  db: 'pglite',
  shoppers: 40,
  rounds: [round],
  memory: [
    { round: 0, rssMb: 520, heapMb: 40, externalMb: 200 },
    { round: 2, rssMb: 560, heapMb: 50, externalMb: 205 },
    { round: 3, rssMb: 600, heapMb: 60, externalMb: 206 },
  ],
  rssGrowthMb: 40,
  heapGrowthMb: 10,
  ok: true,
  problems: [],
};

describe('bench all summary', () => {
  it('marks each figure met or not against its target, assumed targets with *', () => {
    const rows = summaryRows({ ...base, load: [load] });
    const find = (figure: string) => rows.find((r) => r.figure.endsWith(figure));
    expect(find('page p95')).toMatchObject({ value: '1700 ms', target: '≤ 1000 ms', met: 'NO' });
    expect(find('check p95')).toMatchObject({ met: 'yes' });
    expect(find('timeouts')).toMatchObject({ target: '≤ 0', met: 'yes' });
    expect(find('503s (shed, Retry-After)')).toMatchObject({ value: '60 of 600 (10.0 %)', met: '' });
  });

  it('memory grows by the RSS from round 2 to the last, in % of round 2', () => {
    const growth = summaryRows({ ...base, load: [load] }).find((r) => r.figure.startsWith('memory: RSS growth'));
    expect(growth).toMatchObject({ value: '+40.0 MB (7.1 %), heap +10.0 MB', met: 'NO' });
  });

  it('a part that failed is a row that is not met', () => {
    const rows = summaryRows({ ...base, failures: [{ part: 'lighthouse', error: 'no Chromium' }] });
    expect(rows).toContainEqual({
      figure: 'lighthouse: FAILED',
      db: '',
      value: 'no Chromium',
      target: 'runs',
      met: 'NO',
    });
  });
});
