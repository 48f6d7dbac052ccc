/**
 * Every screen has every text it can render (ADR 0123). The language layout provides only the shell
 * (messages/ua.ts, ru.ts); a screen's other texts (messages/pages/<name>.ts) come with the route
 * modules that import them. This test reads the module graph of each route of app/routes.ts from the
 * source — the root, the language layout, the parent layouts and the route, with every module they
 * import — and checks that each key a module there may render is provided for that route, in its
 * language. A module "uses" a key when a string literal in it is the key (`t('cart.title')`,
 * `{ label: 'cart.title' as MessageKey }`, a key in a loader's data: `*.server.ts` modules are read
 * too), and every key under a prefix when a template or a string names the prefix
 * (t(`order.status.${s}`), 'page.' + slug): keys built at run time are bounded by their literal start.
 * A `t(…)` whose key has no literal start at all fails the test, since nothing bounds it. Modules a
 * graph loads later (`import('…')`, React.lazy) are checked with what was provided when they load,
 * plus what they provide themselves. The translator still throws on a missing key outside production
 * (translate.ts), for what a reading of the source cannot see.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import type { Locale } from './locale';
import { ru } from './messages/ru';
import { ua } from './messages/ua';

type ModuleFacts = {
  file: string;
  /** Modules loaded with this one (static imports and re-exports that are not type-only). */
  staticImports: string[];
  /** Modules loaded later (`import('…')`, React.lazy). */
  dynamicImports: string[];
  /** Exact strings that may be keys, and prefixes (ending in '.') whose keys may all be used. */
  literals: string[];
  prefixes: string[];
  /** `t(x)` calls whose key has no literal start: "file:line". */
  unbounded: string[];
};

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The app's own module a specifier names, or undefined (packages, core, server: no storefront texts). */
function resolveAppModule(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('#app/')) base = path.resolve(root, 'app', specifier.slice('#app/'.length));
  else return undefined;
  for (const extension of extensions) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/** `t(…)` (useI18n's, metaTranslator's, `const t = translator(locale)`) or `translator(locale)(…)`. */
function isTranslation(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isCallExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'translator';
}

/** The key-like strings and the imports of one source file. */
function readModule(root: string, file: string): ModuleFacts {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const facts: ModuleFacts = { file, staticImports: [], dynamicImports: [], literals: [], prefixes: [], unbounded: [] };
  const addString = (text: string) => {
    if (text.endsWith('.')) facts.prefixes.push(text);
    else facts.literals.push(text);
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const target = resolveAppModule(root, file, (node.moduleSpecifier as ts.StringLiteral).text);
      if (target && !isTypeOnly(node)) facts.staticImports.push(target);
      return; // the specifier is a path, not a text
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) {
        const target = resolveAppModule(root, file, argument.text);
        if (target) facts.dynamicImports.push(target);
      }
      return;
    }
    if (ts.isCallExpression(node) && isTranslation(node.expression)) {
      const [key] = node.arguments;
      const bounded =
        key &&
        (ts.isStringLiteralLike(key) ||
          (ts.isTemplateExpression(key) && key.head.text.includes('.')) ||
          ts.isIdentifier(key) ||
          ts.isPropertyAccessExpression(key) ||
          ts.isElementAccessExpression(key) ||
          ts.isConditionalExpression(key));
      // A variable's or a property's keys are literals elsewhere in the graph (typed MessageKey);
      // a template or concatenation without a literal start is not.
      if (!bounded) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        facts.unbounded.push(`${path.relative(root, file)}:${line + 1}`);
      }
    }
    if (ts.isStringLiteralLike(node)) addString(node.text);
    // Keys are dotted (`feature.name`): a start without a dot (`p${n}`, a class name) is no key's.
    else if (ts.isTemplateExpression(node) && node.head.text.includes('.')) facts.prefixes.push(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

/** Reads modules once each. */
function moduleReader(root: string): (file: string) => ModuleFacts {
  const cache = new Map<string, ModuleFacts>();
  return (file) => {
    let facts = cache.get(file);
    if (!facts) {
      facts = readModule(root, file);
      cache.set(file, facts);
    }
    return facts;
  };
}

/** The modules loaded together with `entries` (their static imports, transitively). */
function staticClosure(read: (file: string) => ModuleFacts, entries: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...read(file).staticImports);
  }
  return [...seen];
}

/** The keys of `allKeys` that `modules` use, each with the first module that uses it. */
function keysUsed(
  read: (file: string) => ModuleFacts,
  modules: string[],
  allKeys: readonly string[],
  isCatalogue: (file: string) => boolean,
): Map<string, string> {
  const used = new Map<string, string>();
  const known = new Set(allKeys);
  for (const file of modules) {
    if (isCatalogue(file)) continue; // catalogues define keys; they do not render them
    const facts = read(file);
    for (const literal of facts.literals) if (known.has(literal) && !used.has(literal)) used.set(literal, file);
    for (const prefix of facts.prefixes)
      for (const key of allKeys) if (key.startsWith(prefix) && !used.has(key)) used.set(key, file);
  }
  return used;
}

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.resolve(root, 'app', file);
const shell: Record<Locale, readonly string[]> = { ua: Object.keys(ua), ru: Object.keys(ru) };
const pageModules = import.meta.glob<{ texts: Record<Locale, Record<string, string>> }>('./messages/pages/*.ts', {
  eager: true,
});
/** The modules that provide page texts (both languages) → their keys. */
const pageTexts = new Map(
  Object.entries(pageModules)
    .filter(([file]) => !/\.(ua|ru)\.ts$/.test(file))
    .map(([file, module]) => [at(path.join('i18n', file)), module.texts] as const),
);
const allKeys = [...new Set([...shell.ua, ...[...pageTexts.values()].flatMap((texts) => Object.keys(texts.ua))])];
const isCatalogue = (file: string) => file.startsWith(at('i18n/messages/'));
const read = moduleReader(root);

type Entry = { id?: string; file: string; children?: Entry[] };
type Screen = { id: string; locale: Locale; files: string[] };

/** Each route of routes.ts with its chain: the root, its layouts and itself. */
function screens(entries: Entry[], parents: string[] = [at('root.tsx')]): Screen[] {
  return entries.flatMap((entry) => {
    const files = [...parents, at(entry.file)];
    const locale: Locale = files.includes(at('routes/language-ru.tsx')) ? 'ru' : 'ua';
    return [{ id: entry.id ?? entry.file, locale, files }, ...screens(entry.children ?? [], files)];
  });
}

/** The keys a screen's modules may render that nothing loaded with them provides: "key (module)". */
function missingTexts(screen: Screen, providers: Map<string, Record<Locale, Record<string, string>>>): string[] {
  const missing = new Set<string>();
  const checked = new Set<string>();
  // The shell is always there: the language layout brings it, and without one (error pages, the back
  // office) entry.client.tsx loads it before hydrating.
  const visit = (entries: string[], inherited: ReadonlySet<string>) => {
    const modules = staticClosure(read, entries);
    const provided = new Set(inherited);
    for (const file of modules)
      for (const key of Object.keys(providers.get(file)?.[screen.locale] ?? {})) provided.add(key);
    for (const [key, file] of keysUsed(read, modules, allKeys, isCatalogue))
      if (!provided.has(key)) missing.add(`${key} (${path.relative(root, file)})`);
    for (const file of modules)
      for (const later of read(file).dynamicImports) {
        const visitKey = `${later}|${provided.size}`;
        if (modules.includes(later) || checked.has(visitKey)) continue;
        checked.add(visitKey);
        visit([later], provided);
      }
  };
  visit(screen.files, new Set(shell[screen.locale]));
  return [...missing].sort();
}

const all = [
  ...screens(routes as Entry[]),
  { id: 'error page (ua)', locale: 'ua', files: [at('root.tsx')] },
  { id: 'error page (ru)', locale: 'ru', files: [at('root.tsx')] },
] satisfies Screen[];

describe('the texts each screen renders are provided for it (ADR 0123)', () => {
  it.each(all.map((screen) => [screen.id, screen] as const))('%s', (_id, screen) => {
    expect(missingTexts(screen, pageTexts)).toEqual([]);
  });

  it('every t(…) key has a literal start, so the reading above bounds it', () => {
    const modules = staticClosure(read, [at('root.tsx'), ...all.flatMap((s) => s.files)]);
    const reachable = new Set<string>();
    const stack = [...modules];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (reachable.has(file)) continue;
      reachable.add(file);
      stack.push(...read(file).staticImports, ...read(file).dynamicImports);
    }
    expect([...reachable].flatMap((file) => read(file).unbounded)).toEqual([]);
  });

  it('finds what a screen would miss without its page texts', () => {
    const cart = all.find((s) => s.id === 'ru-cart') as Screen;
    expect(missingTexts(cart, pageTexts)).toEqual([]);
    expect(missingTexts(cart, new Map())).toEqual(expect.arrayContaining([expect.stringMatching(/^checkout\.title /)]));
    // A template's literal start stands for every key under it: t(`payments.status.${s}`).
    const orders = all.find((s) => s.id === 'profile-orders') as Screen;
    expect(missingTexts(orders, new Map())).toEqual(
      expect.arrayContaining(['payments.status.refund_due (app/routes/profile/orders.tsx)']),
    );
  });

  it('reads every screen: the root and language layouts are in the chains', () => {
    expect(all.filter((s) => s.files.includes(at('routes/language-ua.tsx'))).length).toBeGreaterThan(40);
    expect(all.filter((s) => s.locale === 'ru').length).toBeGreaterThan(40);
  });
});
