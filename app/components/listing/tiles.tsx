import type { BrandCard } from '#core/catalog';
import type { TownStores } from '#core/stores';
import { paths } from '../links';
import { ShopImage } from '../media/good-image';
import { LocalizedLink } from '../ui/localized-link';

/** Towns with their store counts, linking to each town's stores. */
export function TownList({ towns }: { towns: TownStores[] }) {
  return (
    <ul className="town-list">
      {towns.map((town) => (
        <li key={town.code}>
          <LocalizedLink to={paths.town(town.slug)}>
            {town.title} <span className="count">{town.stores}</span>
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Brands as logo tiles of one size: the logo stands for the name, which stays
 * the link's text for screen readers; a brand without a logo shows its name in the same box.
 */
export function BrandTiles({ brands, wholeRows = false }: { brands: BrandCard[]; wholeRows?: boolean }) {
  // Home's few popular brands (how many depends on the catalogue) in whole rows: as many columns
  // as divide their count, from those that fit (ADR 0085).
  const style = wholeRows
    ? ({
        '--columns-wide': columnsFor(brands.length, [6, 5, 4]),
        '--columns-narrow': columnsFor(brands.length, [3, 2]),
      } as React.CSSProperties)
    : undefined;
  return (
    <ul className={wholeRows ? 'brand-tiles brand-tiles-rows' : 'brand-tiles'} style={style}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <LocalizedLink to={paths.brand(brand.slug)}>
            {brand.logo ? (
              <>
                <ShopImage
                  src={brand.logo}
                  alt=""
                  sizes="160px"
                  width={160}
                  height={80}
                  widths={[160, 320]}
                  fallbackWidth={320}
                />
                <span className="visually-hidden">{brand.title}</span>
              </>
            ) : (
              <span>{brand.title}</span>
            )}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}

/** The most columns among `choices` that leave no part row, else the most columns. */
export function columnsFor(count: number, choices: number[]): number {
  return choices.find((columns) => count % columns === 0) ?? Math.max(...choices);
}
