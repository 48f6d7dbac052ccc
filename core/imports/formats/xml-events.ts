import { SaxesParser } from 'saxes';

export type Tag = { name: string; attrs: Record<string, string> };
export type Handlers = { open?(tag: Tag): void; text?(text: string): void; close?(name: string): void };

/** An element's or attribute's name without its namespace prefix (`x:c` is `c`). */
export const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Feeds a part's text to saxes (no DTD, no entity expansion), calling `handlers`; yields after
 * each chunk so the caller can hand on what they gathered. Broken XML throws.
 */
export async function* saxOf(chunks: AsyncIterable<string>, handlers: Handlers): AsyncGenerator<void> {
  const parser = new SaxesParser();
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) =>
    handlers.open?.({ name: local(tag.name), attrs: tag.attributes as Record<string, string> }),
  );
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  parser.on('closetag', (tag) => handlers.close?.(local(tag.name)));
  for await (const chunk of chunks) {
    parser.write(chunk);
    if (failure) throw failure;
    yield;
  }
  parser.close();
  if (failure) throw failure;
}

export const drain = async (events: AsyncGenerator<void>) => {
  for await (const _ of events);
};
