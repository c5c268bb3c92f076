import { recordProblem } from './problem-log.js';

/**
 * What reached nobody (issue #43): a rejection no one caught and an error no one handled are kept in
 * the problem log, so an archer's "it just stopped" has something to hand over. The browser still
 * reports them in its console as before; this only keeps a copy on the phone.
 */
export function watchUnhandledProblems(page: Pick<Window, 'addEventListener'>): void {
  page.addEventListener('unhandledrejection', (event) =>
    recordProblem('something nobody waited for', event.reason),
  );
  page.addEventListener('error', (event) =>
    recordProblem('something the app did not expect', event.error ?? event.message),
  );
}
