import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; 5 s unless the spec says otherwise (the contact-sharing toast lasts 8 s). */
  duration?: number;
}

export type ShowToast = (options: ToastOptions) => void;

export const ToastContext = createContext<ShowToast | null>(null);

export const DEFAULT_TOAST_MS = 5000;
export const POLICY_TOAST_MS = 8000;

export function useToast(): ShowToast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}
