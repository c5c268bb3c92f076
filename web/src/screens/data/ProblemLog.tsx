import { useStore } from '../../device-storage/use-store.js';
import { problemLog, problemReport, PROBLEMS_KEPT } from '../../problems/problem-log.js';
import { useToasts } from '../../components/toasts.js';

/**
 * The problem log on the Data screen (issue #43; docs/failures.md): the last unexpected failures on this
 * phone, for the archer to copy into a message to whoever helps them. Nothing is sent anywhere.
 */
export function ProblemLog() {
  const problems = useStore(problemLog());
  const toasts = useToasts();

  async function copy() {
    try {
      await navigator.clipboard.writeText(problemReport(problems));
      toasts.show('Problems copied.', 'success');
    } catch {
      toasts.show('The problems could not be copied: select them and copy them by hand.', 'error');
    }
  }

  return (
    <section className="data-card" aria-labelledby="problems-title">
      <h2 id="problems-title">Problems on this phone</h2>
      {problems.length === 0 ? (
        <p>Nothing has gone wrong that the app did not expect.</p>
      ) : (
        <>
          <p>
            The last {Math.min(problems.length, PROBLEMS_KEPT)} things that went wrong unexpectedly, newest
            first. They stay on this phone: copy them into a message to whoever helps you.
          </p>
          <button type="button" className="data-button" onClick={() => void copy()}>
            Copy
          </button>
          <ol className="problem-log" aria-label="Problems">
            {problems.toReversed().map((problem, index) => (
              <li key={`${problem.at}-${index}`}>
                <time dateTime={problem.at}>{new Date(problem.at).toLocaleString()}</time>: {problem.doing}:{' '}
                {problem.message} <span className="problem-log-version">({problem.version})</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
