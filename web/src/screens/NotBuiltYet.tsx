/** An honest placeholder for routes whose screens are not built yet. */
export default function NotBuiltYet({ title }: { title: string }) {
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      <p>This screen is not built yet. Your scores are safe on this device.</p>
    </section>
  );
}
