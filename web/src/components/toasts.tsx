import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** Spec section 3 toast: id, message, type, duration. */
export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  /** Milliseconds on screen; 0 keeps it until dismissed. */
  duration: number;
}

/** Spec section 9: a toast shows for 3 s, an error for 4 s; 0 makes it sticky. */
export const defaultToastDuration: Record<ToastType, number> = { success: 3000, info: 3000, error: 4000 };

export interface Toasts {
  /** Shows a toast; returns its id so a sticky one can be dismissed. */
  show(message: string, type?: ToastType, duration?: number): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<Toasts | null>(null);

/** The toasts of the whole app: one list at the top level of the layout (spec section 2). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback((message: string, type: ToastType = 'info', duration?: number) => {
    const id = nextId.current++;
    setToasts((all) => [...all, { id, message, type, duration: duration ?? defaultToastDuration[type] }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ol className="toasts" aria-label="Notifications">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (toast.duration <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  // Errors interrupt (alert); the rest wait their turn (status). The role sits inside the list item, so
  // the list stays a list of items for assistive technology.
  return (
    <li className={`toast toast-${toast.type}`}>
      <span role={toast.type === 'error' ? 'alert' : 'status'}>{toast.message}</span>
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}

/** Shows toasts from any screen. */
export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts() needs a <ToastProvider> above it');
  return toasts;
}
