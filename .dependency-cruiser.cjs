// @ts-check
/**
 * The import rules of the repo's shape (docs/ARCHITECTURE.md, house style "The shape of the repo").
 * `npm run lint:deps` checks them; `npm run lint` (and so `npm test` and CI) runs it.
 *
 * The layers only point down:
 *
 *   app/ (storefront + app/admin) ──► server/http (shared HTTP infrastructure), server/context.ts, server/env.ts
 *        │                                │
 *        ▼                                ▼
 *      core/ ◄── server/api, the rest of server/ (the doors and the composition: server/app.ts, boot.ts)
 *        │
 *        ▼
 *       db/
 *
 * Tests (`*.test.ts(x)`) and test/ (the shared test helpers in test/support, the providers' fakes in
 * test/fakes) may reach anything: they exist to assemble the layers. Production code may not reach
 * them.
 *
 * There is no list of known violations: the tree has none, and a new one is fixed, not listed.
 */

/**
 * Files that only tests and harnesses load: specs beside their code, test/ (helpers in test/support,
 * the providers' fakes in test/fakes), the Playwright journeys (e2e/) and the benchmarks (bench/) —
 * these may seed demo data and start fakes; they are still checked for cycles and unresolved imports.
 */
const TEST = '(\\.test\\.tsx?$|^test/|^e2e/|^bench/)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles anywhere, not even inside a folder, and type-only imports count too: a cycle ' +
        'means neither file can be understood, tested or moved without the other, and a type cycle is ' +
        'the same coupling one `import` keyword away from a runtime one (and from ESM ' +
        'initialisation-order bugs). Two files that need each other share a third. Inside a module ' +
        'import the sibling file directly; only other modules go through its index.ts.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'Every import must resolve, so the rules below see real files: a typo or an unmapped ' +
        "`#alias` would otherwise slip past all of them. React Router's generated `./+types/*` " +
        '(tsconfig rootDirs), its `virtual:` server build and the production bundle bin/start.mjs ' +
        'loads are made by the build and do not exist in a fresh checkout.',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^\\./\\+types/', '^virtual:react-router/', '^\\.\\./build/'] },
    },
    {
      name: 'nothing-imports-app',
      severity: 'error',
      comment:
        'app/ is the top layer (the storefront and the back office): the React Router build loads it, ' +
        'nobody imports it. What app/ and the server both need (e.g. the picture address scheme) ' +
        'lives below both, in core/ or server/http.',
      from: { pathNot: '^app/' },
      to: { path: '^app/' },
    },
    {
      name: 'core-not-to-server-or-app',
      severity: 'error',
      comment:
        'core/ is the domain: use cases that the storefront, the back office, the API, 1C and the CLIs ' +
        'all call in-process. It cannot know about HTTP or a screen; what it needs from the outside ' +
        '(an image store, a payment gateway, a carrier) is a port (a type) in core that the server ' +
        'implements and passes in through Ctx/Services.',
      from: { path: '^core/' },
      to: { path: '^(server|app|bin)/' },
    },
    {
      name: 'db-only-to-db',
      severity: 'error',
      comment:
        'db/ is the bottom layer: schema, migrations, the client, the demo seed. It imports no core, ' +
        'server or app, so migrating, seeding and the schema never drag the domain or the web in. ' +
        'Configuration reaches it as arguments (a data dir, a database URL), not by importing server/env.',
      from: { path: '^db/', pathNot: [TEST, '^db/demo/'] },
      to: { path: '^(core|server|app|bin)/' },
    },
    {
      name: 'db-demo-only-to-core-and-db',
      severity: 'error',
      comment:
        'The demo seed (db/demo) is the one part of db/ that sits above core: it is an application of ' +
        'the domain that writes rows the way the shop would — passwords hashed by core/accounts so demo ' +
        'people sign in, drawings named by core/media, prices by core/pricing. It still imports no ' +
        'server or app: seeding works from the CLI without the web.',
      from: { path: '^db/demo/', pathNot: TEST },
      to: { path: '^(server|app|bin)/' },
    },
    {
      name: 'server-api-is-a-door',
      severity: 'error',
      comment:
        'server/api is the SPEC §7 API: one door among three (storefront, back office, API), never a ' +
        "library others import. Only the server's composition (server/app.ts mounts createApi), the " +
        "API's own files and tests, and its test client (test/support/api.ts) import it (app/ has its " +
        'own rules below). Shared HTTP pieces ' +
        '(rate limits, cookies, body reading, admission, the sign-in and voucher budgets both doors ' +
        'spend) live in server/http.',
      from: { pathNot: ['^server/api/', '^server/app\\.ts$', '^app/', '^test/support/api\\.ts$'] },
      to: { path: '^server/api/' },
    },
    {
      name: 'app-to-server-only-http',
      severity: 'error',
      comment:
        'The storefront and the back office call core in-process. From the server they need only the ' +
        'shared HTTP infrastructure (server/http: limits and budgets, cookies, body reading, ' +
        'same-origin, locale detection), the request context (server/context.ts: the Services a ' +
        'loader receives, ctxOf) and the configuration those Services carry (server/env.ts: its type ' +
        'and pure predicates over it, e.g. whether the demo doors are open). Anything else there is ' +
        "another door (server/api, see the next rules), the composition, or a provider's wiring that " +
        'should reach app/ through Services.',
      from: { path: '^app/', pathNot: TEST },
      to: {
        path: '^server/',
        pathNot: ['^server/http/', '^server/context\\.ts$', '^server/env\\.ts$', '^server/api/'],
      },
    },
    {
      name: 'app-not-to-server-api',
      severity: 'error',
      comment:
        'server/api is a door, not a library (see server-api-is-a-door): the storefront and the back ' +
        'office import none of its code. The one exception is the next rule.',
      from: { path: '^app/', pathNot: TEST },
      to: { path: '^server/api/', pathNot: '^server/api/[^/]+\\.schemas\\.ts$' },
    },
    {
      name: 'app-to-api-schemas-only-types',
      severity: 'error',
      comment:
        "A browser component that calls the API (the live search) may know the answer's TYPE from its " +
        'documented schema (server/api/*.schemas.ts, the SPEC §7 contract it is a client of), with ' +
        "`import type`, which the bundle erases: never the schema's code (zod-openapi in the browser).",
      from: { path: '^app/', pathNot: TEST },
      to: { path: '^server/api/[^/]+\\.schemas\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-demo-in-production',
      severity: 'error',
      comment:
        'The demo seed (db/demo) fills an empty shop with made-up goods, people and staff; production ' +
        'code must not depend on it. Only the seeding entry points may: server/boot.ts (seed if ' +
        'empty at start) and server/db-cli.ts (`npm run db:seed`). Tests may use it.',
      from: { pathNot: [TEST, '^db/demo/', '^server/boot\\.ts$', '^server/db-cli\\.ts$'] },
      to: { path: '^db/demo/' },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      comment:
        'Fakes and test helpers (test/fakes, test/support) are for tests: a fake ' +
        'provider imported by production code is a fake that can answer real shoppers, and a test ' +
        'helper drags vitest or fixtures into the build.',
      from: { pathNot: TEST },
      to: { path: TEST },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|\\.react-router|node_modules)/' },
    // Type-only imports are dependencies too (see no-circular): `import type` is parsed, not skipped.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // package.json "imports" (#core/*, #db/*, #server/*, #app/*) resolve through enhanced-resolve's
    // default "imports" field; conditionNames as Node and Vite use them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
