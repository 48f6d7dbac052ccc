import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { LocalizedLink } from '../ui/localized-link';

/**
 * The shop's logo: the float mark and the brand in the page's language ("Поплавок"), a link home.
 * One component for the header and checkout's slim bar, so neither spells the brand its own way
 * (the checkout bar said "Poplavok").
 */
export function Logo({ className = 'logo' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <LocalizedLink to={paths.home} className={className} aria-label={t('site.name')}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <circle cx="18" cy="18" r="17" fill="#0b4f6c" />
        <path d="M18 5v26" stroke="#fff" strokeWidth="2" />
        <ellipse cx="18" cy="15" rx="5" ry="8" fill="#f4a259" />
        <ellipse cx="18" cy="23" rx="5" ry="6" fill="#fff" />
      </svg>
      <span>{t('site.name')}</span>
    </LocalizedLink>
  );
}
