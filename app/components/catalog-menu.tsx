import { useI18n } from '../i18n/use-i18n';
import type { MenuNode } from '../root.server';
import { paths } from './links';
import { LocalizedLink } from './localized-link';

/**
 * The catalogue button's menu: top categories, each opening its subcategories (first 15 in the
 * third column, the rest in the fourth, SPEC §2). Works without JS through <details>.
 */
export function CatalogMenu({ tree }: { tree: MenuNode[] }) {
  const { t } = useI18n();
  return (
    <details className="catalog-menu">
      <summary className="catalog-button">{t('nav.catalog')}</summary>
      <ul className="catalog-roots">
        {tree.map((root) => (
          <li key={root.id}>
            <LocalizedLink to={paths.category(root.slug, root.id)} className="catalog-root">
              {root.icon ? <img src={root.icon} alt="" width={24} height={24} /> : null}
              {root.title}
            </LocalizedLink>
            <div className="catalog-panel">
              {root.children.map((child) => (
                <div key={child.id} className="catalog-group">
                  <LocalizedLink to={paths.category(child.slug, child.id)} className="catalog-group-title">
                    {child.title}
                  </LocalizedLink>
                  <ul>
                    {child.children.slice(0, 15).map((leaf) => (
                      <li key={leaf.id}>
                        <LocalizedLink to={paths.category(leaf.slug, leaf.id)}>{leaf.title}</LocalizedLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}
