import { badgeTone, classificationFullName } from './classification-ladder.js';
import './history.css';

/** A classification as a coloured badge (docs/product.md section 3); the full class name is its title. */
export function ClassificationBadge({ name }: { name: string }) {
  const fullName = classificationFullName(name);
  return (
    <abbr className={`class-badge class-badge-${badgeTone(name)}`} title={fullName}>
      {name}
    </abbr>
  );
}
