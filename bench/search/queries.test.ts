import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { createTestDatabase } from '#test/support/db';
import { seededRandom } from '../random';
import { type Catalogue, loadCatalogue } from './catalogue';
import { nouns } from './lexicon';
import { judge, recallAt, reciprocalRank, score } from './metrics';
import {
  cyrillicOnLatinKeys,
  editDistance as distance,
  latinOnCyrillicKeys,
  translitRu,
  twoTypos,
  typo,
} from './mistakes';
import { buildQuerySet, perKind, queryKinds } from './queries';

describe('the labelled query set of `npm run bench search` (Quality)', () => {
  let database: Database;
  let catalogue: Catalogue;
  const seed = 42;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    catalogue = await loadCatalogue(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it(`builds at least 150 queries, ${perKind} of every kind, each with relevant goods, on the test demo seed (seed ${seed})`, () => {
    const set = buildQuerySet(catalogue, seed);
    expect(set.length).toBeGreaterThanOrEqual(150);
    const counts = Object.fromEntries(queryKinds.map((kind) => [kind, set.filter((q) => q.kind === kind).length]));
    expect(counts).toEqual(Object.fromEntries(queryKinds.map((kind) => [kind, perKind])));
    const known = new Set(catalogue.goods.map((g) => g.id));
    for (const q of set) {
      expect(q.relevant.size, `${q.kind}: ${q.query}`).toBeGreaterThan(0);
      for (const id of q.relevant) expect(known.has(id)).toBe(true);
    }
    expect(new Set(set.map((q) => q.query)).size).toBe(set.length);
    // Both languages among the word queries.
    expect(set.some((q) => q.lang === 'ua')).toBe(true);
    expect(set.some((q) => q.lang === 'ru')).toBe(true);
  });

  it('is deterministic: the same catalogue and seed give the same queries and relevant goods; another seed differs', () => {
    const flat = (s: number) => buildQuerySet(catalogue, s).map((q) => ({ ...q, relevant: [...q.relevant].sort() }));
    expect(flat(seed)).toEqual(flat(seed));
    expect(flat(seed + 1).map((q) => q.query)).not.toEqual(flat(seed).map((q) => q.query));
  });

  it('holds its rules: a code query is relevant to that good only; a word-form query to the goods of its categories', () => {
    const set = buildQuerySet(catalogue, seed);
    for (const q of set.filter((x) => x.kind === 'code whole')) {
      const good = catalogue.goods.find((g) => g.code === q.query);
      expect([...q.relevant]).toEqual([good?.id]);
    }
    for (const q of set.filter((x) => x.kind === 'code prefix'))
      for (const id of q.relevant)
        expect(catalogue.goods.find((g) => g.id === id)?.code.startsWith(q.query)).toBe(true);
    const reels = catalogue.keyIds.get('reels');
    const reelLeaves = new Set(catalogue.categories.filter((c) => c.parentId === reels).map((c) => c.id));
    const q = buildQuerySet(catalogue, seed).find((x) => x.rule.startsWith('goods in reels'));
    if (q)
      for (const id of q.relevant)
        expect(reelLeaves.has(catalogue.goods.find((g) => g.id === id)?.categoryId ?? 0)).toBe(true);
  });
});

describe('how the query set mistypes', () => {
  it('types Cyrillic on Latin keys and Latin on Cyrillic keys (ЙЦУКЕН ↔ QWERTY)', () => {
    expect(cyrillicOnLatinKeys('котушка', 'ua')).toBe('rjneirf');
    expect(cyrillicOnLatinKeys('спінінг', 'ua')).toBe('cgsysyu');
    expect(cyrillicOnLatinKeys('эхолот', 'ru')).toBe("'[jkjn");
    expect(latinOnCyrillicKeys('shimano', 'ua')).toBe('іршьфтщ');
    expect(latinOnCyrillicKeys('shimano', 'ru')).toBe('ыршьфтщ');
  });

  it('transliterates Russian the way shoppers do', () => {
    expect(translitRu('катушка')).toBe('katushka');
    expect(translitRu('эхолот')).toBe('eholot');
    expect(translitRu('джиг-головки')).toBe('dzhig-golovki');
  });

  it('makes one typo (distance 1) or two (distance 2), never at the first letter', () => {
    const random = seededRandom(7);
    for (const noun of nouns)
      for (const word of [noun.ua[0], noun.ru[0]]) {
        if (word.length < 5) continue;
        const one = typo(word, random).text;
        expect(distance(word, one), `${word} → ${one}`).toBe(1);
        expect(one[0]).toBe(word[0]);
        if (word.length < 7) continue;
        const two = twoTypos(word, random);
        expect(distance(word, two), `${word} → ${two}`).toBe(2);
      }
  });
});

describe('recall@12 and MRR', () => {
  const relevant = new Set([1, 2, 3]);
  it('recall@12 counts relevant goods in the first 12 against min(12, relevant)', () => {
    expect(recallAt([1, 9, 2, 3], relevant)).toBe(1);
    expect(recallAt([9, 1], relevant)).toBeCloseTo(1 / 3);
    const many = new Set(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(
      recallAt(
        Array.from({ length: 24 }, (_, i) => i + 1),
        many,
      ),
    ).toBe(1);
    expect(recallAt([...Array(12).fill(99), 1], relevant)).toBe(0);
  });

  it('MRR takes the rank of the first relevant good, 0 when none is in the first 12', () => {
    expect(reciprocalRank([9, 8, 2], relevant)).toBeCloseTo(1 / 3);
    expect(reciprocalRank([], relevant)).toBe(0);
    const q = { kind: 'code whole' as const, lang: 'any' as const, query: '1', rule: '', relevant: new Set([5]) };
    const s = score([judge(q, [5]), judge({ ...q, kind: 'typo 1' }, [4, 5])]);
    expect(s.overall.mrr).toBeCloseTo(0.75);
    expect(s.kinds.get('typo 1')?.recall).toBe(1);
  });
});
