import { lazy, Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { routes } from './routes.js';
import ScoreScreen from './screens/score/ScoreScreen.js';
import { EngineGate } from './engine/EngineGate.js';
import { useEngine } from './engine/engine-context.js';
import { ScreenErrorBoundary } from './chrome/ScreenErrorBoundary.js';
import { useGuardedLocation } from './chrome/guarded-location.js';
import { Layout } from './chrome/Layout.js';
import { warmableScreen } from './warmable-screen.js';
import { afterStartUp, mayFetchAhead, thisConnection } from './after-start-up.js';
import { archerPauses } from './archer-pauses.js';
import { FirstOpenGate } from './first-open/FirstOpenGate.js';
import { AfterStartUp } from './chrome/AfterStartUp.js';

// The score card loads with the app; the other screens are fetched after start-up (after-start-up.ts).
const NotBuiltYet = warmableScreen(() => import('./screens/NotBuiltYet.js'));
const SelectRoundScreen = warmableScreen(() => import('./screens/select-round/SelectRoundScreen.js'));
const HistoryScreen = warmableScreen(() => import('./screens/history/HistoryScreen.js'));
const ShootScreen = warmableScreen(() => import('./screens/history/ShootScreen.js'));
const ProfileScreen = warmableScreen(() => import('./screens/profile/ProfileScreen.js'));
const DataScreen = warmableScreen(() => import('./screens/data/DataScreen.js'));
const AchievementsScreen = warmableScreen(() => import('./screens/achievements/AchievementsScreen.js'));
const DiaryScreen = warmableScreen(() => import('./screens/diary/DiaryScreen.js'));
const DistancePerformanceScreen = warmableScreen(
  () => import('./screens/distances/DistancePerformanceScreen.js'),
);
const MyRecordScreen = warmableScreen(() => import('./screens/record/MyRecordScreen.js'));
const LiveScreen = warmableScreen(() => import('./screens/live/LiveScreen.js'));
const ViewerScreen = warmableScreen(() => import('./screens/live/ViewerScreen.js'));
const SightMarksScreen = warmableScreen(() => import('./screens/sight-marks/SightMarksScreen.js'));
const ParticipantScorecardScreen = warmableScreen(
  () => import('./screens/live/ParticipantScorecardScreen.js'),
);
// Opened only from a scorer's link: not warmed, so only an archer taking a card downloads it.
const CardScreen = warmableScreen(() => import('./screens/card/CardScreen.js'));
// Opened by a scorer from the score card: not warmed, so an archer who never scores a target never downloads it.
const TargetScreen = warmableScreen(() => import('./screens/target/TargetScreen.js'));
// Shown only when another phone's backup differs from this one, which the conflict check (started after
// start-up) finds out: with cloud backup's code, it is not part of the keypad's first frame (issue #30).
const CombineDataDialog = lazy(() =>
  import('./backup/CombineDataDialog.js').then((module) => ({ default: module.CombineDataDialog })),
);
// Both only ever speak up after a save or a live shoot's message, which start-up comes before: drawn
// once start-up is over, their code (toasts' words, achievement words) is not part of the keypad's first
// frame (issue #42).
const UnlockCelebrations = lazy(() =>
  import('./screens/achievements/UnlockCelebrations.js').then((module) => ({
    default: module.UnlockCelebrations,
  })),
);
const LiveNotifications = lazy(() =>
  import('./live/LiveNotifications.js').then((module) => ({ default: module.LiveNotifications })),
);
// Admins only: not warmed, so archers never download it.
const BackupDebuggerScreen = warmableScreen(() => import('./screens/admin/BackupDebuggerScreen.js'));

const warmScreens = [
  SelectRoundScreen,
  HistoryScreen,
  ShootScreen,
  ProfileScreen,
  DataScreen,
  AchievementsScreen,
  DiaryScreen,
  LiveScreen,
  SightMarksScreen,
  DistancePerformanceScreen,
  MyRecordScreen,
];

/**
 * wouter takes the location hook as a prop, and calls it on every render of its Router. Named here, at
 * module scope, the prop is one fixed value: the React Compiler refuses a component that names a hook
 * without calling it (it cannot tell a hook passed on from one called conditionally), and would leave
 * App uncompiled for it.
 */
const guardedRouting = { hook: useGuardedLocation };

export function App() {
  const engine = useEngine();
  useEffect(() => {
    // Once the keypad is usable and the archer pauses: warming earlier fetched and compiled every screen
    // while the worker was opening the event log, on the same two cores (issue #30); all at once, it held
    // the taps that came after the keypad (issue #49), so each screen is warmed in a turn of its own.
    void afterStartUp(engine).then(() => {
      if (mayFetchAhead(thisConnection()))
        void archerPauses.inTurns(warmScreens.map((screen) => screen.warm));
    });
  }, [engine]);

  return (
    <Router {...guardedRouting}>
      <Layout>
        <EngineGate>
          <AfterStartUp name="achievement news">
            <UnlockCelebrations />
          </AfterStartUp>
          <AfterStartUp name="the choice to combine your data">
            <CombineDataDialog />
          </AfterStartUp>
          <FirstOpenGate />
          <AfterStartUp name="live shoot news">
            <LiveNotifications />
          </AfterStartUp>
          <ScreenErrorBoundary>
            <Suspense fallback={<p>Loading…</p>}>
              <Switch>
                <Route path={routes.score} component={ScoreScreen} />
                <Route path={routes.selectRound} component={SelectRoundScreen} />
                <Route path={routes.history} component={HistoryScreen} />
                <Route path={routes.viewHistory} component={ShootScreen} />
                <Route path={routes.you} component={ProfileScreen} />
                <Route path={routes.data} component={DataScreen} />
                <Route path={routes.achievements} component={AchievementsScreen} />
                <Route path={routes.diary} component={DiaryScreen} />
                <Route path={routes.distancePerformance} component={DistancePerformanceScreen} />
                <Route path={routes.myRecord} component={MyRecordScreen} />
                <Route path={routes.backupDebugger} component={BackupDebuggerScreen} />
                <Route path={routes.sightMarks} component={SightMarksScreen} />
                <Route path={routes.leaderboard} component={LiveScreen} />
                <Route path={routes.viewer} component={ViewerScreen} />
                <Route path={routes.participantScorecard} component={ParticipantScorecardScreen} />
                <Route path={routes.card} component={CardScreen} />
                <Route path={routes.target} component={TargetScreen} />
                <Route>
                  <NotBuiltYet title="Page not found" />
                </Route>
              </Switch>
            </Suspense>
          </ScreenErrorBoundary>
        </EngineGate>
      </Layout>
    </Router>
  );
}
