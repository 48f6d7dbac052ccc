import type { ZodError } from 'zod';
import { errorTexts, hasError } from './errors';

export type FieldErrors = Record<string, { message: string; message_ua: string }>;

/** Maps zod issues to per-field bilingual messages: a message that is a known code wins. */
export function fieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (out[field]) continue;
    let code = 'invalid';
    const params: Record<string, string | number> = {};
    if (hasError(issue.message)) code = issue.message;
    else if (issue.code === 'invalid_type' && issue.input === undefined) code = 'required';
    else if (issue.code === 'too_big') {
      code = 'too_long';
      params.max = Number(issue.maximum);
    } else if (issue.code === 'too_small') {
      code = Number(issue.minimum) <= 1 && issue.origin === 'string' ? 'required' : 'too_short';
      params.min = Number(issue.minimum);
    } else if (issue.code === 'unrecognized_keys') code = 'unknown_field';
    out[field] = errorTexts(code, params);
  }
  return out;
}
