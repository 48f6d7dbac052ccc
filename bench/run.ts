/**
 * `npm run bench <name> [-- --duration 10 --connections 50]`: each benchmark prints ratios to a
 * reference measured in the same run (this machine's speed varies ~2× between runs).
 */
import { parseArgs } from 'node:util';
import { benchSsr } from './ssr';

const benches: Record<string, (options: BenchOptions) => Promise<void>> = { ssr: benchSsr };
export type BenchOptions = { duration: number; connections: number; path: string };

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    path: { type: 'string', default: '/' },
  },
});
const name = positionals[0] ?? '';
const bench = benches[name];
if (!bench) {
  console.error(`usage: npm run bench <${Object.keys(benches).join('|')}> [-- --duration S --connections N --path /]`);
  process.exit(2);
}
await bench({ duration: Number(values.duration), connections: Number(values.connections), path: values.path });
