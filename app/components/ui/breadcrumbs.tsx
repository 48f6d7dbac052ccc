import type { CategoryNode } from '#core/catalog';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { LocalizedLink } from './localized-link';

/** Home, then a category path or a free trail of links, then the current page (not a link). */
export function Breadcrumbs({
  path = [],
  trail = [],
  current,
}: {
  path?: Pick<CategoryNode, 'id' | 'slug' | 'title'>[];
  trail?: { href: string; title: string }[];
  current?: string;
}) {
  const { t } = useI18n();
  return (
    <nav className="breadcrumbs" aria-label="breadcrumbs">
      <ol>
        <li>
          <LocalizedLink to={paths.home}>{t('nav.home')}</LocalizedLink>
        </li>
        {path.map((node) => (
          <li key={node.id}>
            <LocalizedLink to={paths.category(node.slug, node.id)}>{node.title}</LocalizedLink>
          </li>
        ))}
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <LocalizedLink to={crumb.href}>{crumb.title}</LocalizedLink>
          </li>
        ))}
        {current ? <li aria-current="page">{current}</li> : null}
      </ol>
    </nav>
  );
}
