import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { CallbackLink } from '../forms/callback-dialog';
import { NewsletterForm } from '../forms/newsletter-form';
import { paths } from '../links';
import { LocalizedLink } from '../ui/localized-link';
import { BugReportTrigger } from './bug-report';
import { appLinks, sisterSites, socialLinks, supportPhone } from './external-links';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';
import '../../i18n/messages/pages/screens';

const clientLinks = ['payment-delivery', 'loyalty-program', 'guaranty', 'service-centers', 'wholesale'] as const;
const companyLinks = ['about-us', 'contacts', 'vacancies'] as const;

/**
 * The footer of SPEC §2: client and company links, phone and hours, the consultation (callback)
 * and bug-report triggers, newsletter, social and app links; other sites open in a new tab. Mounted
 * through FooterIsland (hydrated late, ADR 0122); the dialogs it opens are mounted by root.
 */
export function Footer() {
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <nav aria-label={t('footer.clients')}>
          <h2>{t('footer.clients')}</h2>
          <ul>
            {clientLinks.map((slug) => (
              <li key={slug}>
                <LocalizedLink to={paths.page(slug)}>{t(`page.${slug}`)}</LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to={paths.online}>{t('nav.online')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={paths.shops}>{t('nav.shops')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={paths.promotions}>{t('nav.promotions')}</LocalizedLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2>{t('footer.company')}</h2>
          <ul>
            {companyLinks.map((slug) => (
              <li key={slug}>
                <LocalizedLink to={paths.page(slug)}>{t(`page.${slug}`)}</LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to={paths.brands}>{t('nav.brands')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={paths.news}>{t('nav.news')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={paths.blog}>{t('blog.title')}</LocalizedLink>
            </li>
          </ul>
        </nav>
        <section className="footer-contact" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title">{t('forms.footerContacts')}</h2>
          <a className="footer-phone" href={supportPhone.tel}>
            {supportPhone.shown}
          </a>
          <p className="footer-note">{t('footer.freeCall')}</p>
          <p className="footer-note">{t('footer.schedule')}</p>
          <CallbackLink className="footer-button">{t('forms.callbackConsultation')}</CallbackLink>
          <BugReportTrigger />
        </section>
        <section className="footer-subscribe" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title">{t('forms.newsletterTitle')}</h2>
          <p className="footer-note">{t('footer.newsletter')}</p>
          <NewsletterForm />
          <h3>{t('forms.footerSocial')}</h3>
          <ul className="footer-social">
            {socialLinks.map((link) => (
              <li key={link.id}>
                <External href={link.url} label={link.label}>
                  <SocialIcon id={link.id} />
                </External>
              </li>
            ))}
          </ul>
          <h3>{t('forms.footerApps')}</h3>
          <ul className="footer-apps">
            <li>
              <External href={appLinks.appStore} label={`${t('forms.downloadIn')} App Store`} className="app-badge">
                <small>{t('forms.downloadIn')}</small> App Store
              </External>
            </li>
            <li>
              <External href={appLinks.googlePlay} label={`${t('forms.downloadIn')} Google Play`} className="app-badge">
                <small>{t('forms.downloadIn')}</small> Google Play
              </External>
            </li>
          </ul>
        </section>
      </div>
      <nav className="footer-sites" aria-label={t('forms.footerMore')}>
        <External href={sisterSites.catalogues}>{t('forms.catalogues')}</External>
        <External href={sisterSites.videoChannel}>{t('forms.videoChannel')}</External>
        <External href={sisterSites.fishingClub}>{t('forms.fishingClub')}</External>
      </nav>
      <p className="footer-legal">
        {t('footer.copyright', { year: new Date().getFullYear() })}{' '}
        <LocalizedLink to={paths.page('privacy-policy')} target="_blank" rel="noopener">
          {t('page.privacy-policy')}
        </LocalizedLink>{' '}
        ·{' '}
        <LocalizedLink to={paths.page('confidentiality')} target="_blank" rel="noopener">
          {t('page.confidentiality')}
        </LocalizedLink>{' '}
        · {/* The policy page existed, but nothing led to it. */}
        <LocalizedLink to={paths.page('payment-security-policy')} target="_blank" rel="noopener">
          {t('page.payment-security-policy')}
        </LocalizedLink>
      </p>
    </footer>
  );
}

/** A link to another site: a new tab, no opener (SPEC §2 footer); `label` names an icon-only link. */
function External({
  href,
  label,
  className,
  children,
}: {
  href: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={className}
      aria-label={label ? `${label} ${t('forms.newTab')}` : undefined}
    >
      {children}
    </a>
  );
}

const icons: Record<(typeof socialLinks)[number]['id'], ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.4-1.4h1.5V5.1a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.1H8v2.9h2.5V21z" />
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17" cy="7" r="1.2" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5.2-3z" fill="var(--blue)" />
    </>
  ),
  telegram: (
    <path d="M3 11.4 20.2 4.6c.8-.3 1.5.2 1.2 1.4l-2.9 13.7c-.2 1-.8 1.2-1.6.7l-4.4-3.2-2.1 2c-.2.2-.4.4-.9.4l.3-4.5 8.2-7.4c.4-.3-.1-.5-.6-.2L7.3 13.8l-4.3-1.3c-1-.3-1-1 .1-1.1z" />
  ),
};

function SocialIcon({ id }: { id: keyof typeof icons }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      {icons[id]}
    </svg>
  );
}
