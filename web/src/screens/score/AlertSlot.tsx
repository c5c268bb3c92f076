import type { SlotAlert } from '../../chrome/alert-slot.js';

interface AlertSlotProps {
  /** A refused tap or write: it stays until the next one goes through, and goes before any alert. */
  problem: string | null;
  alert: SlotAlert | null;
}

/**
 * The score card's one alert line: a fixed height whether empty or not, so an alert coming or going
 * never moves what is below it, and in the flow under the total, so it never covers it.
 */
export function AlertSlot({ problem, alert }: AlertSlotProps) {
  const tone = problem !== null ? 'error' : (alert?.tone ?? 'info');
  return (
    <p
      className={`score-alert-slot score-alert-${tone}`}
      role={problem !== null ? 'alert' : 'status'}
      data-testid="alert-slot"
    >
      {problem ?? alert?.message ?? ''}
    </p>
  );
}
