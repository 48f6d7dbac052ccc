/**
 * `npm run lighthouse [-- --url http://127.0.0.1:3000 --runs 3]`: Lighthouse (mobile preset) on home,
 * a category, a product and search, in both languages, against a running production build
 * (`npm start`). Prints the four category scores, the paint and shift metrics and the gzipped
 * JavaScript each page loads; with `--runs N` each page is audited N times and the median run (by
 * performance score) is printed. `npm run bench all` runs the same audits against a server it starts.
 * Not part of `npm test`: scores move with this machine's speed (STACK-NOTES.md), compare within
 * a run.
 */
import { parseArgs } from 'node:util';
import { LighthouseMissing, printLighthouse, runLighthouse } from './lighthouse-audit';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3000' },
    query: { type: 'string', default: 'котушка' },
    runs: { type: 'string', default: '1' },
  },
});
const origin = new URL(values.url ?? '').origin;
const health = await fetch(`${origin}/healthz`).catch(() => null);
if (!health?.ok) {
  console.error(`No shop at ${origin}: start the production build first (npm start), or pass --url.`);
  process.exit(2);
}
try {
  printLighthouse(await runLighthouse({ origin, runs: Math.max(1, Number(values.runs) || 1), query: values.query }));
} catch (error) {
  if (!(error instanceof LighthouseMissing)) throw error;
  console.error(error.message);
  process.exit(2);
}
