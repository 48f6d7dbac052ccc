import type { BrandCard } from '#core/catalog';
import type { TownStores } from '#core/stores';
import { paths } from './links';
import { LocalizedLink } from './localized-link';

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

export function BrandTiles({ brands }: { brands: BrandCard[] }) {
  return (
    <ul className="brand-tiles">
      {brands.map((brand) => (
        <li key={brand.id}>
          <LocalizedLink to={paths.brand(brand.slug)}>{brand.title}</LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
