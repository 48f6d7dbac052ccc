import { data } from 'react-router';
import { isFormContentType } from '#server/http/form-body';

/**
 * The one way storefront actions read their form (ADR 0041): a body that is not a form answers
 * 415 and a malformed one 400, thrown as responses, so no action can fail with a 500 on a body.
 * (The server refuses both before React Router already; this keeps actions safe on their own.)
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormContentType(request.headers.get('content-type'))) throw data(null, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}
