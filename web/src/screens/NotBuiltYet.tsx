import { Link } from 'wouter';

/**
 * An honest placeholder for routes whose screens are not built yet: it says so instead of showing a
 * feature that does nothing, and offers the way back to scoring.
 */
export default function NotBuiltYet({ title }: { title: string }) {
  return (
    <section aria-labelledby="placeholder-title" className="not-built-yet">
      <h1 id="placeholder-title">{title}</h1>
      <p>This screen is not built yet. Your scores are safe on this device.</p>
      <p>
        <Link href="/">Back to the score card</Link>
      </p>
    </section>
  );
}
