/** docs/product.md section 2: every route of the app, in one place so nav, tests and guards agree. */
export const routes = {
  score: '/',
  leaderboard: '/leaderboard',
  viewer: '/viewer/:joincode?',
  history: '/history',
  viewHistory: '/history/:id',
  diary: '/diary',
  data: '/data',
  achievements: '/achievements',
  you: '/you',
  sightMarks: '/sight-marks',
  distancePerformance: '/distance-performance',
  myRecord: '/my-record',
  selectRound: '/select-round',
  backupDebugger: '/admin/backups',
  participantScorecard: '/participant-scorecard/:shootCode/:participantId',
  /** A signed card from a target, carried in the link's fragment (docs/scoring-a-target.md). */
  card: '/card',
  /** Scoring a whole target on this phone, for every archer on it (docs/scoring-a-target.md). */
  target: '/target',
} as const;

/** docs/product.md section 2: navigation to any path under /data/classifications is cancelled (it is static data). */
export function isCancelledNavigation(path: string): boolean {
  return path.startsWith('/data/classifications');
}
