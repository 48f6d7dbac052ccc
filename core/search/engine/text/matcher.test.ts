import { describe, expect, it } from 'vitest';
import { demoDocs } from '#test/support/search-demo-docs';
import type { SearchDoc } from '../types';
import { createTextMatcher } from './index';
import { testDocs } from './test-docs';

const synonyms = [
  ['човен', 'човни', 'лодка', 'лодки'],
  ['намет', 'палатка'],
  ['волосінь', 'леска'],
  ['вудлище', 'вудилище', 'удилище'],
];

function matcher() {
  const m = createTextMatcher();
  for (const doc of testDocs) m.add(doc);
  m.setSynonyms(synonyms);
  return m;
}
const m = matcher();

/** Good ids best first (ties by id, so the order is stable). */
function ranked(query: string, prefix = false): number[] {
  const { hits } = m.match(query, { prefix });
  return [...hits].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
}

describe('text matching rules', () => {
  it('stemming: Ukrainian and Russian word forms find the same goods', () => {
    const reels = [1, 2, 3];
    for (const q of ['котушки', 'котушку', 'котушок', 'катушки', 'катушек', 'катушкой']) {
      expect(ranked(q).slice(0, 3), q).toEqual(reels);
    }
    expect(ranked('вудилищ')).toContain(5);
    expect(ranked('удилищ')).toContain(5);
    expect(ranked('вудлищ'), 'colloquial spelling via a synonym group').toContain(5);
  });

  it('a word in both title and category names the good: reels before a reel bag', () => {
    expect(ranked('котушки')).toEqual([1, 2, 3, 10]);
  });

  it('brands in Cyrillic and Latin, transliterated both ways', () => {
    for (const q of ['шимано', 'Шімано', 'shimano']) expect(ranked(q), q).toEqual(expect.arrayContaining([1, 4, 10]));
    for (const q of ['дайва', 'daiwa', 'дайва']) expect(ranked(q), q).toEqual([2]);
    expect(ranked('kotushka').slice(0, 3)).toEqual([1, 2, 3]);
    // The same name in the other script is found as typed: nothing to correct.
    expect(m.match('шимано', { prefix: false }).corrected).toBeNull();
  });

  it('product codes whole or by their beginning, code match outranks all', () => {
    expect(ranked('1234567')).toEqual([1]);
    expect(ranked('1234')).toEqual([1, 2]);
    expect(ranked('12', true)).toEqual(expect.arrayContaining([1, 2]));
    expect(ranked('12')).toEqual([]);
    const { hits } = m.match('1234567', { prefix: false });
    expect(hits.get(1)).toBeGreaterThanOrEqual(1_000_000);
  });

  it('model numbers with or without spaces and hyphens', () => {
    for (const q of ['FX-2500', 'fx2500', 'fx 2500', 'Fx‑2500']) expect(ranked(q), q).toEqual([3]);
    expect(ranked('k280')).toEqual([6]);
  });

  it('typos: one error from 4 letters, two from 7, none in numbers', () => {
    expect(ranked('котушак').slice(0, 3)).toEqual([1, 2, 3]); // wrong letter
    expect(ranked('shimnao')).toEqual(expect.arrayContaining([1, 4, 10])); // swapped
    expect(ranked('шимнао')).toEqual(expect.arrayContaining([1, 4, 10])); // swapped, Cyrillic
    expect(ranked('stradik')).toEqual([1]);
    expect(ranked('strdik'), 'two errors in 7 letters').toEqual([]);
    expect(ranked('stradicc')).toEqual([1]); // extra
    expect(ranked('strdc'), 'two letters missing from 7').toEqual([1]);
    expect(ranked('palatak')).toEqual([]); // not a word of the shop in any script
    expect(ranked('2600')).toEqual([]);
    expect(ranked('1234568')).toEqual([]);
    expect(m.match('котушак', { prefix: false }).corrected).toBe('котушка');
  });

  it('keyboard layout: Latin keys for Cyrillic words (UA and RU) and the reverse', () => {
    expect(ranked('rjneirb').slice(0, 3)).toEqual([1, 2, 3]); // котушки, both layouts
    expect(ranked('rfneirb').slice(0, 3)).toEqual([1, 2, 3]); // катушки
    expect(ranked('gfkfnrf')).toEqual([7]); // палатка
    expect(ranked('yfvtn')).toEqual([7]); // намет
    expect(ranked('djkjcsym')).toEqual([8]); // волосінь: s is і in the UA layout, ы in the RU one
    expect(ranked('yfkj,ybq')).toEqual([9]); // налобний: `,` is б, so the chunk is switched before splitting
    expect(ranked('ыршьфтщ')).toEqual(expect.arrayContaining([1, 4, 10])); // RU keys
    expect(ranked('іршьфтщ')).toEqual(expect.arrayContaining([1, 4, 10])); // UA keys
    expect(m.match('rjneirb', { prefix: false }).corrected).toBe('котушки');
  });

  it('category words and synonyms find goods whose titles lack them', () => {
    expect(ranked('човен')).toEqual([6]);
    expect(ranked('лодка')).toEqual([6]);
    expect(ranked('палатки')).toEqual([7]);
    expect(ranked('леска')).toEqual([8]);
  });

  it('synonyms are data: replacing the groups changes matching', () => {
    const local = matcher();
    local.setSynonyms([]);
    expect(local.match('плавзасіб', { prefix: false }).hits.has(6)).toBe(false);
    local.setSynonyms([['плавзасіб', 'човен']]);
    expect(local.match('плавзасіб', { prefix: false }).hits.has(6)).toBe(true);
  });

  it('combinations: every word must match (type + brand + size)', () => {
    expect(ranked('котушка shimano 2500')).toEqual([1]);
    expect(ranked('катушка daiwa')).toEqual([2]);
    expect(ranked('спиннинг шимано')).toEqual([4]);
    expect(ranked('сумка для котушок')).toEqual([10]);
  });

  it('combinations: with no good matching every word, the best partial matches rank lower', () => {
    const { hits } = m.match('котушка shimano 9999', { prefix: false });
    expect([...hits.keys()].sort()).toEqual([1, 10]);
    expect(Math.max(...hits.values())).toBeLessThan(100_000);
  });

  it('prefix mode: the last word may be unfinished', () => {
    expect(ranked('котуш', true).slice(0, 3)).toEqual([1, 2, 3]);
    expect(ranked('shim', true)).toEqual(expect.arrayContaining([1, 4, 10]));
    expect(ranked('котушка shim', true)).toEqual([1, 10]); // 10: a bag for reels, by Shimano
    expect(ranked('shim')).toEqual([]);
    expect(ranked('шима', true)).toEqual(expect.arrayContaining([1, 4, 10]));
    expect(ranked('rjne', true).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('ranking tiers: exact title, then title, brand, category, characteristics, description', () => {
    expect(ranked('Котушка Shimano Stradic FL 2500')[0]).toBe(1);
    const { hits } = m.match('Котушка Shimano Stradic FL 2500', { prefix: false });
    expect(hits.get(1)).toBeGreaterThanOrEqual(500_000);
    // "shimano": title (1, 4, 10) above a brand-only good.
    const local = matcher();
    local.add({
      ...(testDocs[1] as SearchDoc),
      id: 99,
      code: '999999',
      title: { ua: 'Котушка Stella', ru: 'Катушка Stella' },
      brand: 'Shimano',
    });
    const order = [...local.match('shimano', { prefix: false }).hits].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    expect(order.at(-1)).toBe(99);
    // "човен": category (6) — description only would be lower: "риболовлі" is in 6's description only.
    const tiers = m.match('човен', { prefix: false }).hits.get(6) ?? 0;
    const prose = m.match('риболовлі', { prefix: false }).hits.get(6) ?? 0;
    expect(tiers).toBeGreaterThan(prose);
  });

  it('ranking: exact word above stem above prefix above typo', () => {
    const score = (q: string, prefix = false) => m.match(q, { prefix }).hits.get(1) ?? 0;
    expect(score('котушка')).toBeGreaterThan(score('котушки')); // exact "котушка" in 1's title
    expect(score('котушки')).toBeGreaterThan(score('котуш', true));
    expect(score('котуш', true)).toBeGreaterThan(score('котушак'));
  });

  it('normalisation: case, ё, apostrophes, punctuation', () => {
    expect(ranked('мякий')).toEqual([8]);
    expect(ranked('м’який')).toEqual([8]);
    expect(ranked("м'який")).toEqual([8]);
    expect(ranked('зелёный')).toEqual([6]);
    expect(ranked('ЗЕЛЕНЫЙ!')).toEqual([6]);
    expect(ranked('  ')).toEqual([]);
  });

  it('corrected is null when the query matched as typed; suggest completes the last word', () => {
    const answer = m.match('shim', { prefix: true });
    expect(answer.corrected).toBeNull();
    expect(answer.suggest).toContain('shimano');
    const two = m.match('котушка sh', { prefix: true });
    expect(two.suggest[0]).toBe('котушка shimano');
    expect(m.match('ко', { prefix: true }).suggest.length).toBeLessThanOrEqual(6);
  });

  it('corrections and completions are words of the page language (ADR 0086)', () => {
    // "спининг" shares its transliteration key with спінінг (UA) and спиннинг (RU).
    const ru = m.match('спининг', { prefix: true, locale: 'ru' });
    expect(ru.corrected).toBe('спиннинг');
    expect(
      ru.suggest.every((x) => !/[іїєґ]/.test(x)),
      ru.suggest.join(),
    ).toBe(true);
    expect(ru.hits.has(4)).toBe(true);
    expect(m.match('спининг', { prefix: false, locale: 'ua' }).corrected).toBe('спінінг');
    expect(m.match('спин', { prefix: true, locale: 'ru' }).suggest).toContain('спиннинг');
    // Letters of one language say which, whatever the page: і is Ukrainian, ы Russian.
    expect(m.match('спінінг', { prefix: true, locale: 'ru' }).corrected).toBeNull();
    expect(m.match('спинингы', { prefix: false, locale: 'ua' }).corrected).toBe('спиннинги');
    // Completions of the page language first; the other language's only when it has none.
    expect(m.match('кат', { prefix: true, locale: 'ru' }).suggest).toContain('катушка');
    expect(m.match('кот', { prefix: true, locale: 'ru' }).suggest.some((x) => x.startsWith('котуш'))).toBe(true);
  });

  it('markup and bare numbers with no real word find nothing; partial matches stay', () => {
    for (const junk of [
      '<script>alert(1)</script>',
      '<script>alert(2)</script>',
      '"><img src=x onerror=1>',
      '<b>',
      '1 qqqzzz',
      '{{25*25}}',
      '<i>25</i>',
      '%25%%%',
    ]) {
      const answer = m.match(junk, { prefix: false });
      expect(answer.hits.size, junk).toBe(0);
      expect(answer.suggest, junk).toEqual([]);
    }
    // A real word among unknown ones still finds goods (the most words matched), and markup
    // around a word is dropped, not searched.
    expect(ranked('котушка qqqzzz').slice(0, 3)).toEqual([1, 2, 3]);
    expect(ranked('<b>котушка</b>').slice(0, 3)).toEqual([1, 2, 3]);
    expect(ranked('2500')).toEqual(expect.arrayContaining([1, 3]));
    expect(ranked('#2500')).toEqual(expect.arrayContaining([1, 3]));
    expect(ranked('25'), 'the same number alone still matches').toContain(8);
    expect(ranked('fx-2500')).toContain(3);
  });

  it('update: remove + add replaces a good; removed goods are never returned', () => {
    const local = matcher();
    local.remove(1);
    expect(local.match('stradic', { prefix: false }).hits.size).toBe(0);
    local.add({
      ...(testDocs[0] as SearchDoc),
      title: { ua: 'Котушка Shimano Vanquish', ru: 'Катушка Shimano Vanquish' },
    });
    expect([...local.match('vanquish', { prefix: false }).hits.keys()]).toEqual([1]);
    local.add({
      ...(testDocs[0] as SearchDoc),
      title: { ua: 'Котушка Shimano Twin Power', ru: 'Катушка Shimano Twin Power' },
    });
    expect(local.match('vanquish', { prefix: false }).hits.size).toBe(0);
    expect(local.stats().docs).toBe(testDocs.length);
  });

  it('update: compaction after many removals keeps every live good findable (seed 7)', () => {
    const docs = demoDocs(3000, 7);
    const local = createTextMatcher();
    for (const d of docs) local.add(d);
    for (const d of docs.slice(0, 1500)) local.remove(d.id);
    for (const d of docs.slice(0, 300)) local.add(d);
    expect(local.stats().docs).toBe(1800);
    for (const d of [...docs.slice(0, 300), ...docs.slice(1500)].filter((_, i) => i % 37 === 0)) {
      expect(local.match(d.code, { prefix: false }).hits.get(d.id), d.code).toBeGreaterThanOrEqual(1_000_000);
    }
    for (const d of docs.slice(300, 1500).filter((_, i) => i % 41 === 0)) {
      expect(local.match(d.code, { prefix: false }).hits.has(d.id)).toBe(false);
    }
  });
});

describe('word forms and scripts the direct rules miss', () => {
  const plain = (id: number, ua: string, ru: string, categories: [string, string][] = []): SearchDoc => ({
    id,
    code: String(900000 + id),
    title: { ua, ru },
    brand: null,
    categories: categories.map(([a, b]) => ({ ua: a, ru: b })),
    characteristics: [],
    description: { ua: '', ru: '' },
    available: true,
    popularity: 0,
  });
  const local = createTextMatcher();
  for (const d of [
    plain(1, 'Каністра Титан 20 л', 'Канистра Титан 20 л'),
    plain(2, 'Ніж Tramp Titan', 'Нож Tramp Titan'),
    plain(3, 'Чоботи гумові Nordman', 'Сапоги резиновые Nordman', [['Чоботи', 'Сапоги']]),
    plain(4, 'Джиг-головка Flagman 10 г', 'Джиг-головка Flagman 10 г'),
    plain(5, 'Jerk Salmo Slider 10', 'Jerk Salmo Slider 10'),
    plain(6, 'Блешня Mepps Aglia 3', 'Блесна Mepps Aglia 3', [['Блешні', 'Блесны']]),
  ])
    local.add(d);
  const ids = (query: string) => [...local.match(query, { prefix: false }).hits.keys()].sort();

  it('a name in one script also finds goods that spell it in the other, own script first', () => {
    const { hits } = local.match('титан', { prefix: false });
    expect([...hits.keys()].sort()).toEqual([1, 2]);
    expect(hits.get(1)).toBeGreaterThan(hits.get(2) ?? 0);
    expect(ids('titan')).toEqual([1, 2]);
  });

  it('дж and j fold together (джерк = jerk)', () => {
    expect(ids('джерк')).toEqual([5]);
    expect(ids('jig')).toEqual([4]);
  });

  it('a Latin word read as Cyrillic keeps the word forms (blesen → блесен → блесна)', () => {
    expect(ids('blesen')).toEqual([6]);
    expect(local.match('blesen', { prefix: false }).corrected).toBe('блесен');
    expect(ids('chobit')).toEqual([3]);
  });

  it('Ukrainian і of a closed last syllable alternates with о (чобіт → чоботи)', () => {
    expect(ids('чобіт')).toEqual([3]);
  });
});

describe('the demo synonym list (db/demo/data/search-synonyms.ts)', () => {
  it('has at least 30 groups of single words, and joins UA and RU names of the same thing', async () => {
    const { searchSynonyms } = await import('#db/demo/data/search-synonyms');
    expect(searchSynonyms.length).toBeGreaterThanOrEqual(30);
    const local = createTextMatcher();
    for (const doc of testDocs) local.add(doc);
    local.setSynonyms(searchSynonyms);
    expect([...local.match('вудка', { prefix: false }).hits.keys()]).toContain(5);
    expect([...local.match('жилка', { prefix: false }).hits.keys()]).toEqual([8]);
    expect([...local.match('лодку', { prefix: false }).hits.keys()]).toEqual([6]);
  });
});
