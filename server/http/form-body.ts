/**
 * Whether a Content-Type announces a form the Fetch API can parse: urlencoded, or multipart with
 * a boundary (without one, `formData()` throws). Shared by the server's guard in front of the
 * storefront and the actions' `readForm` (ADR 0041).
 */
export function isFormContentType(contentType: string | null | undefined): boolean {
  const [type = '', ...params] = (contentType ?? '').split(';').map((part) => part.trim());
  const mediaType = type.toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') return true;
  if (mediaType !== 'multipart/form-data') return false;
  return params.some((param) => {
    const [key = '', ...rest] = param.split('=');
    const value = rest.join('=').replace(/^"(.*)"$/, '$1');
    return key.trim().toLowerCase() === 'boundary' && value.length > 0 && value.length <= 70;
  });
}
