import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { Dialog } from '../ui/dialog';
import { messengers } from './external-links';

const openBugReportEvent = 'poplavok:open-bug-report';

/** Opens the bug-report dialog from anywhere in the browser. */
export function openBugReport(): void {
  window.dispatchEvent(new Event(openBugReportEvent));
}

/**
 * The footer's "Повідомити про помилку" (SPEC §2 dialogs): without JavaScript a disclosure that
 * shows the messenger links in place; once the page runs, a button opening the dialog.
 */
export function BugReportTrigger() {
  const { t } = useI18n();
  // Mounted after the page's hydration (the footer is an island, ADR 0122), it is a button from its
  // first render: no disclosure flashes, and a click replayed on it opens the dialog.
  const [isLive, setLive] = useState(
    () => typeof document !== 'undefined' && 'hydrated' in document.documentElement.dataset,
  );
  useEffect(() => setLive(true), []);
  if (isLive)
    return (
      <button type="button" className="footer-bug footer-bug-button" onClick={openBugReport}>
        {t('forms.bugTitle')}
      </button>
    );
  return (
    <details className="footer-bug">
      <summary>{t('forms.bugTitle')}</summary>
      <BugReportLinks />
    </details>
  );
}

/**
 * The bug-report dialog: links to the shop's bots in Viber and Telegram (ADR 0051). Mounted once;
 * its <dialog> is rendered from the first opening on, not hydrated on every page (ADR 0122).
 */
export function BugReportDialog() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onOpen = () => {
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener(openBugReportEvent, onOpen);
    return () => window.removeEventListener(openBugReportEvent, onOpen);
  }, []);
  if (!wanted) return null;
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('forms.bugTitle')} className="bug-dialog">
      {open ? <BugReportLinks /> : null}
    </Dialog>
  );
}

function BugReportLinks() {
  const { t } = useI18n();
  return (
    <div className="bug-report">
      <p>{t('forms.bugHint')}</p>
      <p className="messenger-links">
        <a className="messenger messenger-viber" href={messengers.viber}>
          {t('forms.bugViber')}
        </a>
        <a className="messenger messenger-telegram" href={messengers.telegram} target="_blank" rel="noopener">
          {t('forms.bugTelegram')}
        </a>
      </p>
    </div>
  );
}
