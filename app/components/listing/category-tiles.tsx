import { hyphenate } from '../../i18n/hyphenate';
import { TileImage } from '../media/pictures';
import { LocalizedLink } from '../ui/localized-link';

type Tile = { id: number; title: string; icon?: string | null; image?: string | null };

/** Tiles of categories, fish or directions: icon and title, each a link (`href` builds the path). */
export function CategoryTiles<T extends Tile>({ items, href }: { items: T[]; href: (item: T) => string }) {
  return (
    <ul className="category-tiles">
      {items.map((item) => {
        const picture = item.icon ?? item.image ?? null;
        return (
          <li key={item.id}>
            <LocalizedLink to={href(item)}>
              {picture ? <TileImage src={picture} /> : null}
              {/* Soft hyphens: a long word breaks with a hyphen inside the tile (ADR 0085). */}
              <span>{hyphenate(item.title)}</span>
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
