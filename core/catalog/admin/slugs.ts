import { isUsableSlug } from '#db/slugs';
import { slugify } from '#db/translit';

/** A slug from the form, or one made from the Ukrainian title when left empty (KMU 2010 transliteration). */
export function slugOf(given: string | undefined, titleUa: string): string {
  const slug = given?.trim().toLowerCase() ?? '';
  return slug || slugify(titleUa);
}

/** Whether the storefront can route `slug` (lowercase Latin, digits, hyphens; not a fixed screen's). */
export const isRoutableSlug = isUsableSlug;

/**
 * The first of `slug`, `slug-2`, `slug-3`… that `taken` does not hold (tables whose slug is
 * unique: brands, fish types, directions, tags). `taken` answers for one candidate.
 */
export async function freeSlug(slug: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? slug : `${slug}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`no free slug for ${slug}`);
}
