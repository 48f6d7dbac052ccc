import { z } from 'zod';
import { CarrierError } from '../carrier';

export const defaultNovaPoshtaUrl = 'https://api.novaposhta.ua/v2.0/json/';

/** Every Nova Poshta API 2.0 answer: HTTP 200 with `success` false and `errors` on a refusal. */
const answerSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()).default([]),
  errors: z.union([z.array(z.string()), z.record(z.string(), z.string())]).default([]),
  errorCodes: z.array(z.string()).optional(),
  info: z.looseObject({ totalCount: z.coerce.number().optional() }).or(z.array(z.unknown())).optional(),
});

export type NovaPoshtaAnswer = { data: unknown[]; totalCount: number | null };

/** The messages of a refusal that mean our key is wrong (not worth a retry). */
const authFailure = /api\s*key|auth/i;

/**
 * One call: POST `{apiKey, modelName, calledMethod, methodProperties}` as JSON. A network fault,
 * an HTTP error or a 5xx is retryable; the API's refusal (`success: false`) is not. The key never
 * appears in an error.
 */
export async function callNovaPoshta(
  options: { url: string; apiKey: string; fetch: typeof fetch; timeoutMs: number },
  modelName: string,
  calledMethod: string,
  methodProperties: Record<string, unknown>,
): Promise<NovaPoshtaAnswer> {
  const what = `${modelName}.${calledMethod}`;
  let response: Response;
  try {
    response = await options.fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ apiKey: options.apiKey, modelName, calledMethod, methodProperties }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'fetch failed';
    throw new CarrierError('nova_poshta', `${what}: ${reason}`, true);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CarrierError('nova_poshta', `${what}: HTTP ${response.status}`, response.status >= 500);
  }
  const parsed = answerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new CarrierError('nova_poshta', `${what}: unexpected answer`, true);
  const answer = parsed.data;
  if (!answer.success) {
    const errors = Array.isArray(answer.errors) ? answer.errors : Object.values(answer.errors);
    const message = errors.join('; ').slice(0, 300) || 'refused';
    throw new CarrierError('nova_poshta', `${what}: ${message}`, false);
  }
  const info = answer.info && !Array.isArray(answer.info) ? answer.info : null;
  return { data: answer.data, totalCount: info?.totalCount ?? null };
}

export const isAuthFailure = (error: unknown) => error instanceof CarrierError && authFailure.test(error.message);
