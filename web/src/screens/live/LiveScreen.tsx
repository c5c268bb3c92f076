import { useLiveSession } from '../../live/live-actions.js';
import { InShoot } from './InShoot.js';
import { JoinOrCreate } from './JoinOrCreate.js';
import './live.css';

/** Live (route /leaderboard): shoot together with one join code, and follow the leaderboard. */
export default function LiveScreen() {
  const live = useLiveSession();
  return (
    <section className="live-screen" aria-labelledby="live-title">
      <h1 id="live-title">Live shoot</h1>
      {live.reference ? <InShoot reference={live.reference} live={live} /> : <JoinOrCreate />}
    </section>
  );
}
