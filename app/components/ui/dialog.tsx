import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useHydrated } from './use-hydrated';

type DialogProps = {
  /** Shown (showModal) while true; Esc or the close button call `onClose`. */
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Rendered open (non-modal) in the server's HTML, for pages opened with JavaScript off. */
  serverOpen?: boolean;
  className?: string;
};

/**
 * The shop's one modal dialog (SPEC §2 dialogs, DESIGN "States"): a native `<dialog>` opened with
 * showModal, so focus stays inside and Esc closes it; a visible close button; the heading names it.
 */
export function Dialog({ open, onClose, title, children, serverOpen, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useI18n();
  const hydrated = useHydrated();
  // After hydration only: by then React has dropped the server's `open` attribute, so the
  // dialog opens as a modal (top layer, focus kept inside, Esc closes).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !hydrated) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open, hydrated]);
  // Not derived from the title: Cyrillic titles all reduced to `dialog--`, so dialogs took each other's names.
  const titleId = `dialog-${useId()}`;
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      open={serverOpen && !hydrated ? true : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-body">
        <header className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={t('accounts.close')} onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
