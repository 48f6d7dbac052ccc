import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The catalogue route's views (ADR 0134): each is a chunk of its own, loaded with the page that shows it. */
export type CatalogView = 'good' | 'category' | 'fish';

const viewChunksFile = z.record(z.string(), z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)));
const read = new Map<string, z.infer<typeof viewChunksFile>>();

/**
 * The addresses of a view's chunk and the chunks it imports, from `catalog-views.json` that the
 * client build writes beside its assets (`vite.config.ts`, `catalogViewChunks`); the server bundle
 * sits in `build/server/`, the client's files in `build/client/`. Without a build (tests, `npm run
 * dev`) there is nothing to preload: the view loads when it renders.
 */
export function viewChunks(
  view: CatalogView,
  file = new URL('../client/catalog-views.json', import.meta.url),
): string[] {
  let chunks = read.get(file.href);
  if (!chunks) {
    chunks = readViewChunks(file);
    read.set(file.href, chunks);
  }
  return chunks[view] ?? [];
}

function readViewChunks(file: URL): z.infer<typeof viewChunksFile> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  return viewChunksFile.parse(JSON.parse(text));
}
