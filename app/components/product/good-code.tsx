import { useI18n } from '../../i18n/use-i18n';
import { useToasts } from '../ui/toasts';

/**
 * The product code (SPEC §3 ext_id) with click-to-copy (as in the search panel, §2): a button that
 * copies through the Clipboard API and says "Скопійовано"; the code stays selectable text.
 */
export function GoodCode({ code }: { code: string }) {
  const { t } = useI18n();
  const toasts = useToasts();
  return (
    <p className="good-code">
      {t('good.code', { code: '' }).trim()}{' '}
      <button
        type="button"
        className="good-code-copy"
        aria-label={t('product.copyCode', { code })}
        title={t('product.copyCode', { code })}
        onClick={() => {
          void navigator.clipboard
            ?.writeText(code)
            .then(() => toasts.show({ text: t('product.copied') }))
            .catch(() => undefined);
        }}
      >
        <span className="good-code-value">{code}</span>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <rect x="8" y="8" width="12" height="12" rx="2" stroke="currentColor" strokeWidth="2" fill="none" />
          <path
            d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
          />
        </svg>
      </button>
    </p>
  );
}
