import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/use-i18n';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/lists';

/**
 * A modal `<dialog>` (DESIGN "States and feedback"): opened with showModal so focus stays inside,
 * Esc and the visible close button call `onClose`.
 */
export function ListDialog({
  title,
  onClose,
  className,
  children,
}: {
  title: string;
  onClose: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={className ? `list-dialog ${className}` : 'list-dialog'}
      aria-labelledby="list-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current();
      }}
    >
      <div className="list-dialog-head">
        <h2 id="list-dialog-title">{title}</h2>
        <button type="button" className="list-dialog-close" aria-label={t('lists.close')} onClick={() => onClose()}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
