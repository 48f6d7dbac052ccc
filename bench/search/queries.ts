import { translit } from '#db/translit';
import { type Random, seededRandom } from '../random';
import type { Catalogue } from './catalogue';
import { cyrillicBrands, cyrillicSeries, type Noun, nouns, synonyms } from './lexicon';
import { cyrillicOnLatinKeys, type Lang, latinOnCyrillicKeys, translitRu, twoTypos, typo } from './mistakes';

/**
 * The labelled query set of `npm run bench search`: queries of every kind a shopper types, each
 * with the goods that are relevant to it, both produced by rules over the seeded catalogue (so
 * they hold for any `--goods`). Which categories, brands and goods the queries are built on is
 * drawn with a fixed seed: the same catalogue and seed give the same set.
 */
export const queryKinds = [
  'ua word forms',
  'ru word forms',
  'brand Latin',
  'brand Cyrillic',
  'code whole',
  'code prefix',
  'model spacing',
  'typo 1',
  'typo 2',
  'translit to Latin',
  'translit to Cyrillic',
  'layout: Latin keys',
  'layout: Cyrillic keys',
  'category word',
  'combination',
] as const;

export type QueryKind = (typeof queryKinds)[number];

export type LabelledQuery = {
  kind: QueryKind;
  /** The language the shopper thinks in (brand names and codes: 'any'). */
  lang: Lang | 'any';
  query: string;
  /** The relevance rule in words, e.g. "goods in reels" or "the good with code 100123". */
  rule: string;
  relevant: ReadonlySet<number>;
};

/** Queries per kind (15 kinds → 180 queries when the catalogue allows). */
export const perKind = 12;

export function buildQuerySet(catalogue: Catalogue, seed: number): LabelledQuery[] {
  const rules = new Rules(catalogue);
  const root = seededRandom(seed);
  const out: LabelledQuery[] = [];
  for (const kind of queryKinds) {
    // One generator per kind, drawn in a fixed order: a kind's queries do not depend on another's.
    const random = root.fork();
    const seen = new Set<string>();
    for (const candidate of shuffled(rules.candidates(kind, random), random)) {
      if (out.filter((q) => q.kind === kind).length >= perKind) break;
      const made = candidate();
      if (!made) continue;
      const query = made.query.trim();
      if (query.length < 2 || seen.has(query) || made.relevant.size === 0) continue;
      seen.add(query);
      out.push({ kind, ...made, query });
    }
  }
  return out;
}

type Made = Omit<LabelledQuery, 'kind'>;
type Candidate = () => Made | null;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` as a whole word (or words) of a title, any case. */
const wordPattern = (text: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(text)}($|[^\\p{L}\\p{N}])`, 'iu');

const words = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[^\p{L}\p{N}ʼ'-]+/u)
    .filter(Boolean);

/** Model numbers: letters and digits in one token ("HM23", "802UL", "G7412"), not units ("12ft", "55lb"). */
const modelToken = /^(?:[a-z]{1,3}\d{2,5}|\d{2,5}[a-z]{1,3})$/i;
const unitToken = /^\d+(?:ft|lb|v|mm|m|cm|l|g|kg)$/i;
/** Two-token models typed without the space: "MFS 18" → "mfs18". */
const spacedModel = /(?:^|\s)([A-Z]{2,4}) (\d{1,3})(?=\s|$)/g;

class Rules {
  private readonly subtree = new Map<number, number[]>();
  private readonly scoped = new Map<string, Set<number>>();
  private readonly brandById: Map<number, string>;
  /** Brand ids that have goods. */
  private readonly stocked: Set<number>;

  constructor(private readonly catalogue: Catalogue) {
    this.brandById = new Map(catalogue.brands.map((b) => [b.id, b.title]));
    this.stocked = new Set(catalogue.goods.flatMap((g) => (g.brandId === null ? [] : [g.brandId])));
  }

  candidates(kind: QueryKind, random: Random): Candidate[] {
    switch (kind) {
      case 'ua word forms':
        return this.nounForms('ua', (forms) => forms.slice(1));
      case 'ru word forms':
        return this.nounForms('ru', (forms) => forms.slice(1));
      case 'brand Latin':
        return this.stockedBrands().map(
          (title) => () => this.brandQuery(title, random.chance(0.7) ? title.toLowerCase() : title, 'any'),
        );
      case 'brand Cyrillic':
        return this.stockedBrands().flatMap((title) => {
          const spelled = cyrillicBrands[title];
          if (!spelled) return [];
          const [ua, ru] = typeof spelled === 'string' ? [spelled, spelled] : spelled;
          const lang: Lang = random.chance(0.5) ? 'ua' : 'ru';
          return [() => this.brandQuery(title, lang === 'ua' ? ua : ru, lang)];
        });
      case 'code whole':
        return this.someGoods(random, 60).map((g) => () => ({
          lang: 'any',
          query: g.code,
          rule: `the good with code ${g.code}`,
          relevant: new Set([g.id]),
        }));
      case 'code prefix':
        return this.someGoods(random, 60).map((g) => () => {
          const prefix = g.code.slice(0, Math.max(4, g.code.length - 2));
          return {
            lang: 'any',
            query: prefix,
            rule: `goods whose code starts with ${prefix}`,
            relevant: this.ids((x) => x.code.startsWith(prefix)),
          };
        });
      case 'model spacing':
        return this.models(random);
      case 'typo 1':
        return this.typoBases(5).map((base) => () => ({
          ...base,
          query: typo(base.query, random).text,
          rule: `${base.rule} (typo of "${base.query}")`,
        }));
      case 'typo 2':
        return this.typoBases(7).map((base) => () => ({
          ...base,
          query: twoTypos(base.query, random),
          rule: `${base.rule} (typos of "${base.query}")`,
        }));
      case 'translit to Latin':
        return this.nounForms('ua', (forms) => forms, translit).concat(
          this.nounForms('ru', (forms) => forms, translitRu),
        );
      case 'translit to Cyrillic':
        return Object.entries(cyrillicSeries).map(([latin, [ua, ru]]) => () => {
          const lang: Lang = random.chance(0.5) ? 'ua' : 'ru';
          return { lang, query: lang === 'ua' ? ua : ru, ...this.titleWord(latin) };
        });
      case 'layout: Latin keys':
        return [
          ...this.nounForms(
            'ua',
            (forms) => forms,
            (w) => cyrillicOnLatinKeys(w, 'ua'),
          ),
          ...this.nounForms(
            'ru',
            (forms) => forms,
            (w) => cyrillicOnLatinKeys(w, 'ru'),
          ),
          ...this.stockedBrands().flatMap((title) => {
            const spelled = cyrillicBrands[title];
            if (!spelled) return [];
            const ua = typeof spelled === 'string' ? spelled : spelled[0];
            return [() => ({ ...this.brandQuery(title, cyrillicOnLatinKeys(ua, 'ua'), 'ua') })];
          }),
        ];
      case 'layout: Cyrillic keys':
        return [
          ...this.stockedBrands().map((title) => () => {
            const lang: Lang = random.chance(0.5) ? 'ua' : 'ru';
            return this.brandQuery(title, latinOnCyrillicKeys(title, lang), lang);
          }),
          ...Object.keys(cyrillicSeries).map((latin) => () => {
            const lang: Lang = random.chance(0.5) ? 'ua' : 'ru';
            return { lang, query: latinOnCyrillicKeys(latin, lang), ...this.titleWord(latin) };
          }),
        ];
      case 'category word':
        return this.categoryWords();
      case 'combination':
        return this.combinations(random);
    }
  }

  private ids(test: (good: Catalogue['goods'][number]) => boolean): Set<number> {
    const out = new Set<number>();
    for (const good of this.catalogue.goods) if (test(good)) out.add(good.id);
    return out;
  }

  /** The category and every category under it. */
  private descendants(id: number): number[] {
    let known = this.subtree.get(id);
    if (!known) {
      known = [id];
      for (const child of this.catalogue.categories)
        if (child.parentId === id) known.push(...this.descendants(child.id));
      this.subtree.set(id, known);
    }
    return known;
  }

  private inScope(scope: readonly string[]): Set<number> {
    const key = scope.join(' ');
    let known = this.scoped.get(key);
    if (!known) {
      known = this.scan(scope);
      this.scoped.set(key, known);
    }
    return known;
  }

  private scan(scope: readonly string[]): Set<number> {
    const categoryIds = new Set(
      scope.flatMap((key) => {
        const id = this.catalogue.keyIds.get(key);
        return id === undefined ? [] : this.descendants(id);
      }),
    );
    return this.ids((g) => categoryIds.has(g.categoryId));
  }

  private nounForms(lang: Lang, forms: (all: Noun['ua']) => string[], spell: (w: string) => string = (w) => w) {
    return nouns.flatMap((noun) =>
      forms(noun[lang]).map((form) => () => ({
        lang,
        query: spell(form),
        rule: `goods in ${noun.scope.join(' + ')} ("${form}")`,
        relevant: this.inScope(noun.scope),
      })),
    );
  }

  private stockedBrands(): string[] {
    return this.catalogue.brands.filter((b) => this.stocked.has(b.id)).map((b) => b.title);
  }

  /** Goods of the brand, and of the brands named after it ("Poplavok" → Poplavok Camp, Poplavok Pro). */
  private brandQuery(title: string, query: string, lang: Lang | 'any'): Made {
    const name = title.toLowerCase();
    const ids = new Set(
      this.catalogue.brands
        .filter((b) => b.title.toLowerCase() === name || b.title.toLowerCase().startsWith(`${name} `))
        .map((b) => b.id),
    );
    return {
      lang,
      query,
      rule: `goods of brand ${title}`,
      relevant: this.ids((g) => g.brandId !== null && ids.has(g.brandId)),
    };
  }

  private titleWord(word: string): Pick<Made, 'rule' | 'relevant'> {
    const pattern = wordPattern(word);
    return {
      rule: `goods whose title has the word "${word}"`,
      relevant: this.ids((g) => pattern.test(g.titleUa) || pattern.test(g.titleRu)),
    };
  }

  private someGoods(random: Random, count: number) {
    const list = this.catalogue.goods;
    return Array.from({ length: Math.min(count, list.length) }, () => list[random.int(0, list.length - 1)]).filter(
      (g): g is Catalogue['goods'][number] => g !== undefined,
    );
  }

  private models(random: Random): Candidate[] {
    const single = new Set<string>();
    const pairs = new Set<string>();
    for (const good of this.catalogue.goods) {
      for (const token of good.titleUa.split(/\s+/))
        if (modelToken.test(token) && !unitToken.test(token)) single.add(token);
      for (const match of good.titleUa.matchAll(spacedModel)) pairs.add(`${match[1]} ${match[2]}`);
    }
    const split = (token: string, by: string) => token.replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u, by);
    return [
      ...[...single].sort().map((token) => () => {
        const by = random.chance(0.5) ? ' ' : '-';
        return { lang: 'any' as const, query: split(token, by).toLowerCase(), ...this.titleWord(token) };
      }),
      ...[...pairs].sort().map((pair) => () => ({
        lang: 'any' as const,
        query: pair.replace(' ', '').toLowerCase(),
        ...this.titleWord(pair),
      })),
    ];
  }

  /** Words to mistype: kinds of goods (base forms) and brand names, at least `length` letters. */
  private typoBases(length: number): Made[] {
    const made: Made[] = [];
    for (const noun of nouns)
      for (const lang of ['ua', 'ru'] as const) {
        const word = noun[lang][0];
        if ([...word].length >= length && /^\p{L}+$/u.test(word))
          made.push({
            lang,
            query: word,
            rule: `goods in ${noun.scope.join(' + ')}`,
            relevant: this.inScope(noun.scope),
          });
      }
    for (const title of this.stockedBrands())
      if (title.length >= length && /^\p{L}+$/u.test(title))
        made.push(this.brandQuery(title, title.toLowerCase(), 'any'));
    return made;
  }

  /**
   * Words of category titles that no good's title carries, not even as a word form (its first
   * letters), meaning the goods of every category whose title has the word; plus the synonyms.
   */
  private categoryWords(): Candidate[] {
    const titleWords = new Set<string>();
    for (const good of this.catalogue.goods)
      for (const word of words(`${good.titleUa} ${good.titleRu}`)) titleWords.add(word);
    const sortedWords = [...titleWords].sort();
    const stemInTitles = (word: string) => {
      const stem = word.slice(0, Math.max(4, word.length - 2));
      return sortedWords.some((w) => w.startsWith(stem));
    };
    const candidates = new Map<string, { lang: Lang; word: string }>();
    for (const category of this.catalogue.categories)
      for (const lang of ['ua', 'ru'] as const)
        for (const word of words(lang === 'ua' ? category.titleUa : category.titleRu))
          if (word.length >= 4 && !stemInTitles(word)) candidates.set(`${lang}:${word}`, { lang, word });
    const auto = [...candidates.values()]
      .sort((a, b) => a.word.localeCompare(b.word))
      .map(({ lang, word }) => () => {
        const ids = this.catalogue.categories
          .filter((c) => words(lang === 'ua' ? c.titleUa : c.titleRu).includes(word))
          .flatMap((c) => this.descendants(c.id));
        const categoryIds = new Set(ids);
        return {
          lang,
          query: word,
          rule: `goods in the categories titled with "${word}"`,
          relevant: this.ids((g) => categoryIds.has(g.categoryId)),
        };
      });
    const listed = synonyms.flatMap(({ scope, lang, words: list }) =>
      list.map((word) => () => ({
        lang,
        query: word,
        rule: `goods in ${scope.join(' + ')} (synonym)`,
        relevant: this.inScope(scope),
      })),
    );
    return [...auto, ...listed];
  }

  /** Kind + brand + a size from a real good's title: "котушка shimano 4000", "шнур sunline 0.12". */
  private combinations(random: Random): Candidate[] {
    const scopes = nouns.map((noun) => ({ noun, goods: this.inScope(noun.scope) }));
    return this.someGoods(random, 200).map((good) => () => {
      const found = scopes.find((s) => s.goods.has(good.id));
      const brand = good.brandId === null ? undefined : this.brandById.get(good.brandId);
      if (!found || !brand) return null;
      const lang: Lang = random.chance(0.5) ? 'ua' : 'ru';
      const title = lang === 'ua' ? good.titleUa : good.titleRu;
      const after = title.slice(title.toLowerCase().indexOf(brand.toLowerCase()) + brand.length);
      const size = after.split(/\s+/).find((token) => /^\d+(?:[.,]\d+)?$/.test(token));
      if (!size) return null;
      const pattern = wordPattern(size);
      const noun = found.noun[lang][0];
      return {
        lang,
        query: `${noun} ${brand.toLowerCase()} ${size}`,
        rule: `goods in ${found.noun.scope.join(' + ')} of brand ${brand} with "${size}" in the title`,
        relevant: this.ids(
          (g) =>
            found.goods.has(g.id) && g.brandId === good.brandId && pattern.test(lang === 'ua' ? g.titleUa : g.titleRu),
        ),
      };
    });
  }
}
