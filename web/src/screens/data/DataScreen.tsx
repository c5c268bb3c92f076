import NotBuiltYet from '../NotBuiltYet.js';

/** Being built (issue 7). */
export default function Screen() {
  return <NotBuiltYet title="Data" />;
}
