import { useI18n } from '../../i18n/use-i18n';
import { CallbackLink } from '../forms/callback-dialog';
import { paths } from '../links';
import { LocalizedLink } from '../ui/localized-link';
import { LanguageSwitch } from './language-switch';
import { clientPages, companyPages, phone } from './nav-links';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';
import '../../i18n/messages/pages/screens';

type Item = { to: string; label: string; isAll?: boolean };

export type HeaderLinksProps = {
  promotionsCount: number;
  brands: { slug: string; title: string }[];
  towns: { slug: string; title: string; stores: number }[];
};

/**
 * The header's top bar (SPEC §2 header): promotions, sale, the Clients / Company / Brands / Shops /
 * Contacts dropdowns (<details>, so they open without JavaScript), the phone, the callback request
 * and the language switch. An island (island.tsx, ADR 0122): in the server's HTML, hydrated on
 * first use or the first navigation (the language links name the current page).
 */
export function HeaderLinks({ promotionsCount, brands, towns }: HeaderLinksProps) {
  const { t } = useI18n();
  return (
    <>
      <LocalizedLink to={paths.promotions} className="header-link">
        {t('nav.promotions')}
        {promotionsCount ? <span className="count">{promotionsCount}</span> : null}
      </LocalizedLink>
      <LocalizedLink to={paths.sale} className="header-link header-sale">
        {t('nav.sale')}
      </LocalizedLink>
      <Dropdown
        title={t('nav.clients')}
        items={clientPages.map((slug) => ({ to: paths.page(slug), label: t(`page.${slug}`) }))}
      />
      <Dropdown
        title={t('nav.company')}
        items={companyPages.map((slug) => ({ to: paths.page(slug), label: t(`page.${slug}`) }))}
      />
      <Dropdown
        title={t('nav.brands')}
        items={[
          ...brands.map((b) => ({ to: paths.brand(b.slug), label: b.title })),
          { to: paths.brands, label: t('chrome.allBrands'), isAll: true },
        ]}
        wide
      />
      <Dropdown
        title={t('nav.shops')}
        items={[
          ...towns.map((town) => ({
            to: paths.town(town.slug),
            label: `${town.title} · ${t('chrome.storesCount', { count: town.stores })}`,
          })),
          { to: paths.shops, label: t('chrome.allShops'), isAll: true },
        ]}
      />
      <details className="dropdown">
        <summary className="header-link">{t('nav.contacts')}</summary>
        <div className="dropdown-card">
          <a className="header-phone" href={phone.href}>
            {phone.label}
          </a>
          <p>{t('footer.freeCall')}</p>
          <p>{t('footer.schedule')}</p>
          <CallbackLink />
          <LocalizedLink to={paths.page('contacts')}>{t('page.contacts')}</LocalizedLink>
        </div>
      </details>
      <a className="header-link header-phone-inline" href={phone.href}>
        {phone.label}
      </a>
      <CallbackLink className="header-link header-callback" />
      <LanguageSwitch />
    </>
  );
}

function Dropdown({ title, items, wide }: { title: string; items: Item[]; wide?: boolean }) {
  return (
    <details className={wide ? 'dropdown dropdown-wide' : 'dropdown'}>
      <summary className="header-link">{title}</summary>
      <ul>
        {items.map((item) => (
          <li key={item.to} className={item.isAll ? 'dropdown-all' : undefined}>
            <LocalizedLink to={item.to}>{item.label}</LocalizedLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
