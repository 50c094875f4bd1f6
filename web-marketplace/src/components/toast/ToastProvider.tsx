import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_TOAST_MS, ToastContext, type ToastOptions } from './toast-context';

interface ActiveToast extends ToastOptions {
  id: number;
}

/**
 * At most one toast at a time: a new toast replaces the one showing. Destructive toasts
 * are announced assertively (role alert); the others politely (role status).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const nextId = useRef(0);
  const region = useRef<HTMLDivElement>(null);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    setToast({ ...options, id: nextId.current });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), toast.duration ?? DEFAULT_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  // An open modal <dialog> (the chat dialog) sits in the browser's top layer, above any z-index:
  // the region is a manual popover, re-shown for each toast so it lands above the dialog.
  useEffect(() => {
    const element = region.current;
    if (!toast || !element || typeof element.showPopover !== 'function') return;
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [toast]);

  const variant = toast?.variant ?? 'default';
  const Icon = variant === 'destructive' ? CircleAlert : variant === 'success' ? CircleCheck : Info;

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        ref={region}
        popover="manual"
        className="toast-region"
        aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      >
        {toast && (
          <div
            key={toast.id}
            className={`toast toast--${variant}`}
            role={variant === 'destructive' ? 'alert' : 'status'}
          >
            <Icon className="toast__icon" aria-hidden="true" size={20} />
            <div className="toast__body">
              <p className="toast__title">{toast.title}</p>
              {toast.description && <p className="toast__description">{toast.description}</p>}
            </div>
            <button
              type="button"
              className="toast__close"
              onClick={() => setToast(null)}
              aria-label="Dismiss notification"
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
