// The ADR index (docs/decisions/README.md) lists every decision file once, and every link in it
// names a file that exists: `npm run lint` runs this so a new ADR cannot land unlisted.
import { readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../docs/decisions/', import.meta.url);
const files = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(new URL('README.md', dir), 'utf8');
const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
const problems = [
  ...files.filter((name) => !linked.includes(name)).map((name) => `not in the index: ${name}`),
  ...linked.filter((name) => !files.includes(name)).map((name) => `the index links a missing file: ${name}`),
  ...linked.filter((name, i) => linked.indexOf(name) !== i).map((name) => `listed twice: ${name}`),
];
const numbers = files.map((name) => name.slice(0, 4));
for (const [i, number] of numbers.entries()) {
  if (numbers.indexOf(number) !== i) problems.push(`two decisions numbered ${number}`);
}
if (problems.length > 0) {
  console.error(`docs/decisions/README.md is out of date:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`ADR index: ${files.length} decisions listed`);
