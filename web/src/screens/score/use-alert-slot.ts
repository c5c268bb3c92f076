import { useEffect, useRef, useState } from 'react';
import { hostAlerts, type SlotAlert } from '../../chrome/alert-slot.js';

/** Whether every shoot an unlock came from has its result screen naming it already. */
export function namedOnAResult(alert: SlotAlert, shootsWithResult: ReadonlySet<number>): boolean {
  const earnedBy = alert.earnedBy ?? [];
  return earnedBy.length > 0 && earnedBy.every((id) => shootsWithResult.has(id));
}

/**
 * The score card's alert slot: while the card is open it takes the live and achievement alerts that
 * would otherwise be toasts, shows the newest for as long as its toast would stay, and leaves out an
 * unlock the result screen of its shoot names (the unlock and the save's answer arrive in either order).
 */
export function useAlertSlot() {
  const [alert, setAlert] = useState<SlotAlert | null>(null);
  const shootsWithResult = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const release = hostAlerts((offered) => {
      if (namedOnAResult(offered, shootsWithResult.current)) return;
      clearTimeout(timer.current);
      setAlert(offered);
      timer.current = setTimeout(() => setAlert(null), offered.durationMs);
    });
    return () => {
      release();
      clearTimeout(timer.current);
    };
  }, []);

  /** The result screen of this shoot is showing: its unlocks are named there, not in the slot. */
  const resultShown = (shootId: number) => {
    shootsWithResult.current.add(shootId);
    setAlert((shown) => (shown && namedOnAResult(shown, shootsWithResult.current) ? null : shown));
  };

  return { alert, resultShown };
}
