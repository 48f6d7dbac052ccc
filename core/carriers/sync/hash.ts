import { createHash } from 'node:crypto';

/** The content hash a row is compared by: only a changed row is written. */
export const contentHash = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');
