import { useNonce } from '../nonce';

/** A schema.org node; `@context` is added by the builders in structured-data.ts. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

/**
 * JSON for an inline script: `<`, `>`, `&` and the line separators escaped, so no text in the data
 * (a product title, an address) can close the script or start markup.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data in a `<script type="application/ld+json">` carrying the page's CSP nonce (ADR 0031). */
export function JsonLd({ data }: { data: JsonLdNode }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // Serialised JSON with markup characters escaped (serializeJsonLd).
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
