import { NavLink } from 'react-router';
import { imageVariantUrl } from '#core/images';

/** The catalogue area's screens, all under `/admin/goods` (ADR 0093). */
export const catalogTabs = [
  { to: '/admin/goods', label: 'Товари', end: true },
  { to: '/admin/goods/categories', label: 'Категорії' },
  { to: '/admin/goods/brands', label: 'Бренди' },
  { to: '/admin/goods/fish', label: 'Види риб' },
  { to: '/admin/goods/directions', label: 'Напрями' },
  { to: '/admin/goods/tags', label: 'Теги' },
] as const;

/** The row of the catalogue's screens above each of them. */
export function CatalogTabs() {
  return (
    <nav className="catalog-tabs" aria-label="Каталог">
      {catalogTabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={'end' in tab ? tab.end : false}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** A picture's small variant for tables and the form (ADR 0063: 160 px WebP), or nothing. */
export function Thumb({
  src,
  size = 48,
  alt = '',
  eager = false,
}: {
  src: string | null;
  size?: number;
  alt?: string;
  eager?: boolean;
}) {
  if (!src) return <span className="catalog-thumb catalog-thumb-none" style={{ width: size, height: size }} />;
  return (
    <img
      className="catalog-thumb"
      src={imageVariantUrl(src, 160)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
