import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestApi } from '#test/support/api';

/** Values that are wrong for almost any field: injections, oversize, wrong types, junk. */
export const junk = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    "' OR 1=1 --",
    "'; drop table goods; --",
    '<script>alert(1)</script>',
    '{{7*7}}',
    '#{7*7}',
    '../../etc/passwd',
    '\u0000',
    'NaN',
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    '[object Object]',
    '{"a":1}',
    'true',
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 101, maxLength: 1200 }),
  fc.integer().map(String),
  fc.double().map(String),
);

/**
 * Per field, the given values that make an otherwise valid form fail `schema`: bad input by
 * construction, so a sample that happens to be valid (a long text that trims to the limit, an
 * optional field left empty…) can never be sent as "bad" and write something.
 */
export function invalidFor(
  schema: z.ZodType,
  valid: Record<string, string>,
  fields: Record<string, fc.Arbitrary<string>>,
): Record<string, fc.Arbitrary<string>> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, values]) => [
      field,
      values.filter((value) => !schema.safeParse({ ...valid, [field]: value }).success),
    ]),
  );
}

/** `invalidFor` with the same value generator for every named field. */
export function invalidFields(
  schema: z.ZodType,
  valid: Record<string, string>,
  fields: string[],
  values: fc.Arbitrary<string>,
): Record<string, fc.Arbitrary<string>> {
  return invalidFor(schema, valid, Object.fromEntries(fields.map((field) => [field, values])));
}

export type Endpoint = {
  method: 'GET' | 'POST';
  /** Path; may be a function of a generated junk segment for path parameters. */
  path: string | ((segment: string) => string);
  /** A valid form for this endpoint (POST); mutations start from it. */
  valid?: Record<string, string>;
  /** Per field, values that are always invalid for it (at least one is applied each run). */
  invalid?: Record<string, fc.Arbitrary<string>>;
  headers?: Record<string, string>;
};

/**
 * Throws ≥ `runs` generated bad requests at one endpoint (SPEC §5 "bad input") and
 * asserts: never a 5xx, always a JSON error envelope for 4xx, and `snapshot()` unchanged.
 */
export async function assertRejectsBadInput(
  t: TestApi,
  endpoint: Endpoint,
  snapshot: () => Promise<unknown>,
  runs = 1000,
) {
  const before = await snapshot();
  const invalidFields = Object.entries(endpoint.invalid ?? {});
  const request = fc.record({
    segment: junk,
    kind: fc.constantFrom('mutate', 'mutate', 'mutate', 'extra', 'json', 'garbage', 'multipart', 'method'),
    field: invalidFields.length ? fc.constantFrom(...invalidFields.map(([name]) => name)) : fc.constant(''),
    pick: fc.nat(),
    others: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), junk, { maxKeys: 4 }),
    drop: fc.boolean(),
  });
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const path = typeof endpoint.path === 'function' ? endpoint.path(encodeURIComponent(r.segment)) : endpoint.path;
      const form: Record<string, string> = { ...(endpoint.valid ?? {}) };
      const entry = invalidFields.find(([name]) => name === r.field);
      if (entry) {
        const samples = fc.sample(entry[1], { numRuns: 1, seed: r.pick });
        if (r.drop && endpoint.method === 'POST') delete form[entry[0]];
        else form[entry[0]] = samples[0] ?? '';
      }
      let response: Response;
      const method = r.kind === 'method' ? (endpoint.method === 'GET' ? 'DELETE' : 'PUT') : endpoint.method;
      if (endpoint.method === 'GET' && r.kind !== 'method') {
        response = await t.api.request(path, { headers: endpoint.headers });
      } else if (r.kind === 'json') {
        response = await t.api.request(path, {
          method,
          body: JSON.stringify({ ...form, ...r.others }).slice(0, r.pick % 400),
          headers: { 'content-type': 'application/json', ...endpoint.headers },
        });
      } else if (r.kind === 'garbage') {
        response = await t.api.request(path, {
          method,
          body: r.segment,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...endpoint.headers },
        });
      } else if (r.kind === 'multipart') {
        response = await t.api.request(path, {
          method,
          body: `--x\r\nContent-Disposition: form-data; name="${r.segment}"\r\n\r\n${r.segment}`,
          headers: { 'content-type': 'multipart/form-data; boundary=x', ...endpoint.headers },
        });
      } else {
        const body = new URLSearchParams(r.kind === 'extra' ? { ...form, ...r.others, __extra: r.segment } : form);
        response = await t.api.request(path, {
          method,
          body: body.toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...endpoint.headers },
        });
      }
      expect(response.status, `${method} ${path} ${r.kind}`).toBeLessThan(500);
      if (response.status >= 400) {
        const json = (await response.json()) as { message?: unknown; message_ua?: unknown };
        expect(typeof json.message).toBe('string');
        expect(typeof json.message_ua).toBe('string');
      }
    }),
    { numRuns: runs },
  );
  expect(await snapshot()).toEqual(before);
}
