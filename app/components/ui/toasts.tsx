import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';

/** How long a tooltip stays (SPEC §9: 5 s); the cart merge message asks for 10 s (§4). */
export const toastMs = 5_000;

/** A tooltip's button, or with `href` (a localized path) a link that closes the tooltip. */
export type ToastAction = { label: string; onClick: () => void } | { label: string; href: string };
export type ToastInput = { text: string; actions?: ToastAction[]; durationMs?: number; tone?: 'info' | 'error' };
type Toast = ToastInput & { id: number };
type Toasts = { show: (toast: ToastInput) => number; close: (id: number) => void };

const ToastContext = createContext<Toasts>({ show: () => 0, close: () => undefined });

/** Event tooltips (SPEC §2, DESIGN "States and feedback"): `useToasts().show({ text, actions })`. */
export function useToasts(): Toasts {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-3), { ...toast, id }]);
    return id;
  }, []);
  const value = useMemo(() => ({ show, close }), [show, close]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {portalled(
        <section className="toasts" aria-live="polite" aria-label="notifications">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={() => close(toast.id)} />
          ))}
        </section>,
        toasts.length > 0,
      )}
    </ToastContext.Provider>
  );
}

/**
 * A modal dialog makes the rest of the page inert, so while one is open the tooltips render
 * inside the topmost one (they stay readable and their buttons usable).
 */
function portalled(node: React.ReactElement, active: boolean) {
  if (!active || typeof document === 'undefined') return node;
  const host = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1);
  return host ? createPortal(node, host) : node;
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const { t } = useI18n();
  const [paused, setPaused] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => closeRef.current(), toast.durationMs ?? toastMs);
    return () => window.clearTimeout(timer);
  }, [paused, toast.durationMs]);
  return (
    <div
      className={toast.tone === 'error' ? 'toast toast-error' : 'toast'}
      role="status"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p>{toast.text}</p>
      {toast.actions?.map((action) =>
        'href' in action ? (
          <Link key={action.label} to={action.href} className="toast-action" onClick={onClose}>
            {action.label}
          </Link>
        ) : (
          <button
            key={action.label}
            type="button"
            className="toast-action"
            onClick={() => {
              action.onClick();
              onClose();
            }}
          >
            {action.label}
          </button>
        ),
      )}
      <button type="button" className="toast-close" aria-label={t('header.closeTooltip')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
