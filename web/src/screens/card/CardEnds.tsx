import type { CardEndView } from '../../../../shared/contract/targetCardView.js';

/**
 * A card's ends as the paper sheet has them: each end's arrows as written, the end total and the running
 * total. The card's page and the scorer's cards to sign draw it alike.
 */
export function CardEnds({ ends, caption }: { ends: readonly CardEndView[]; caption?: string }) {
  return (
    <table className="card-sheet">
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">End</th>
          <th scope="col">Arrows</th>
          <th scope="col">
            <abbr title="End total">E/T</abbr>
          </th>
          <th scope="col">
            <abbr title="Running total">R/T</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {ends.map((end, index) => (
          <tr key={index}>
            <th scope="row">{index + 1}</th>
            <td className="card-arrows">{end.arrows.join(' ')}</td>
            <td>{end.total}</td>
            <td>{end.runningTotal}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
