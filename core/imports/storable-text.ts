/**
 * Text the database cannot store: PostgreSQL's text and jsonb refuse NUL (`\u0000`),
 * and a lone UTF-16 surrogate has no UTF-8 form (jsonb refuses its `\ud800` escape). A CSV cell
 * may hold either; such a cell makes its row an error line, and the report shows it visibly.
 */
const unstorable = /[\0\p{Cs}]/u;

export const isStorableText = (text: string) => !unstorable.test(text);

/** The text as a report may show it: NUL as `␀`, a lone surrogate as `�`. */
export const storableText = (text: string) => text.replace(/\0/g, '\u2400').replace(/\p{Cs}/gu, '\uFFFD');

/** The longest cell value a report keeps (a 1 MB cell would otherwise be stored 200 times over). */
export const reportValueLength = 200;

/** A copy of a report (any JSON value) whose every string can be stored as jsonb. */
export function storableJson<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' && !isStorableText(v) ? storableText(v) : v)),
  ) as T;
}

/** An error's message as a report keeps it: short and storable. */
export const errorDetail = (error: unknown) => storableText(String((error as Error)?.message ?? error).slice(0, 300));
