import type { ToastType } from '../components/toasts.js';

/**
 * Short alerts that come unasked (live-shoot news, an achievement unlocked): a toast on most screens,
 * but the score card gives them one fixed slot of its own instead, so nothing drops over the total or
 * the keys while a round is shot, and nothing covers the result after a save. The score card says it
 * is open; the senders offer their alerts here first.
 */
export interface SlotAlert {
  message: string;
  tone: ToastType;
  /** How long it stays, as its toast would (docs/product.md section 9). */
  durationMs: number;
  /** An unlock's shoots: the result screen of one of these already names it. */
  earnedBy?: readonly number[];
}

export type AlertHost = (alert: SlotAlert) => void;

let host: AlertHost | null = null;

/** The score card takes the alerts while it is open; returns what gives them back to the toasts. */
export function hostAlerts(take: AlertHost): () => void {
  host = take;
  return () => {
    if (host === take) host = null;
  };
}

/** Shows an alert in the open slot; false when no screen has one, and the sender toasts it instead. */
export function offerAlert(alert: SlotAlert): boolean {
  if (host === null) return false;
  host(alert);
  return true;
}
