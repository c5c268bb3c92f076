import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** docs/product.md section 3 toast: id, message, type, duration. */
export type ToastType = 'success' | 'error' | 'info';

/**
 * What a toast is news of, where a newer toast makes the older one stale: the shoot's latest live news,
 * the latest change to a saved shoot's standing. One of each kind is on screen, the newest; two changes
 * made in a row would otherwise stack two toasts over the score.
 */
export type ToastKind = 'live-news' | 'shoot-standing';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  /** Milliseconds on screen; 0 keeps it until dismissed. */
  duration: number;
  kind: ToastKind | null;
}

export interface ToastOptions {
  /** Milliseconds on screen instead of the type's default; 0 keeps it until dismissed. */
  duration?: number;
  /** Replaces the toast of this kind on screen, if any. */
  kind?: ToastKind;
}

/** docs/product.md section 9: a toast shows for 3 s, an error for 4 s; 0 makes it sticky. */
export const defaultToastDuration: Record<ToastType, number> = { success: 3000, info: 3000, error: 4000 };

export interface Toasts {
  /** Shows a toast; returns its id so a sticky one can be dismissed. */
  show(message: string, type?: ToastType, options?: ToastOptions): number;
  dismiss(id: number): void;
}

/**
 * Moves the toasts into an open modal dialog until the returned function is called. A modal dialog
 * makes the rest of the page inert (hidden from screen readers) and sits above it, so toasts left
 * outside would be neither seen nor announced.
 */
export type ShowToastsIn = (dialog: HTMLElement) => () => void;

const ToastContext = createContext<Toasts | null>(null);
const ToastHostContext = createContext<ShowToastsIn | null>(null);

/**
 * The toasts of the whole app: one list at the top level of the layout (docs/product.md section 2). At
 * the top by default; `at="bottom"` for the screens watched from across a room (the viewer, the TV),
 * where the top is the shoot's title and must never be covered.
 */
export function ToastProvider({ children, at = 'top' }: { children: ReactNode; at?: 'top' | 'bottom' }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  // The open modal dialogs, innermost last: the toasts show in the innermost one.
  const [dialogs, setDialogs] = useState<HTMLElement[]>([]);
  // Timers live here, not in the list items, so moving the list into a dialog does not restart them.
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  // The toast last shown of each kind, which the next of its kind replaces.
  const newestOfKind = useRef(new Map<ToastKind, number>());

  const dismiss = (id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((all) => all.filter((toast) => toast.id !== id));
  };
  const show = (message: string, type: ToastType = 'info', options: ToastOptions = {}) => {
    const id = nextId.current++;
    const shownFor = options.duration ?? defaultToastDuration[type];
    const kind = options.kind ?? null;
    if (kind !== null) {
      const stale = newestOfKind.current.get(kind);
      if (stale !== undefined) dismiss(stale);
      newestOfKind.current.set(kind, id);
    }
    setToasts((all) => [...all, { id, message, type, duration: shownFor, kind }]);
    if (shownFor > 0)
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), shownFor),
      );
    return id;
  };
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const api = { show, dismiss };

  const showToastsIn: ShowToastsIn = (dialog) => {
    setDialogs((open) => [...open, dialog]);
    return () => setDialogs((open) => open.filter((other) => other !== dialog));
  };

  const list = (
    <ol className={at === 'bottom' ? 'toasts toasts-bottom' : 'toasts'} aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </ol>
  );
  const dialog = dialogs.at(-1);
  return (
    <ToastContext.Provider value={api}>
      <ToastHostContext.Provider value={showToastsIn}>
        {children}
        {dialog ? createPortal(list, dialog) : list}
      </ToastHostContext.Provider>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
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

const keepToastsWhereTheyAre: ShowToastsIn = () => () => {};

/** For a modal dialog: where to move the toasts while it is open (nowhere without a provider). */
export function useShowToastsIn(): ShowToastsIn {
  return useContext(ToastHostContext) ?? keepToastsWhereTheyAre;
}
