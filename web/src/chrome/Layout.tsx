import { lazy, type ReactNode } from 'react';
import { LazyPart } from './LazyPart.js';
import { useRoute } from 'wouter';
import { routes } from '../routes.js';
import { devToolsEnabled } from '../dev-tools/dev-tools-flag.js';
import { deviceStorage } from '../device-storage/setting.js';
import { Navigation } from './Navigation.js';
import { ToastProvider } from '../components/toasts.js';
import { AfterStartUp } from './AfterStartUp.js';
import { AppMark } from './AppMark.js';

// Off for archers (docs/product.md section 1); its code loads only when a maintainer has switched it on.
const DevToolsPanel = lazy(() => import('../dev-tools/DevToolsPanel.js'));
// A new version is only found by the service worker, which is registered after start-up
// (background-services.ts): the prompt's code follows it, out of the keypad's first frame (issue #42).
const UpdatePrompt = lazy(() =>
  import('./UpdatePrompt.js').then((module) => ({ default: module.UpdatePrompt })),
);
const showDevTools = devToolsEnabled(deviceStorage(), window.location.search);

/** docs/product.md section 2 global layout: desktop header, main content, footer credit, bottom navigation. */
export function Layout({ children }: { children: ReactNode }) {
  // The viewer is for someone watching (a parent, a clubhouse screen), not an archer using the app: it
  // stands alone, with no app header, footer or navigation bar (Score, History, Data…) to puzzle over.
  const [watching] = useRoute(routes.viewer);
  if (watching) {
    return (
      <ToastProvider at="bottom">
        <div className="app app-watching">
          <main className="app-main">{children}</main>
        </div>
      </ToastProvider>
    );
  }
  return (
    <ToastProvider>
      <div className="app">
        <header className="app-header">
          <AppMark />
          <span className="app-title">Archery Scores</span>
        </header>
        <AfterStartUp name="the update notice">
          <UpdatePrompt />
        </AfterStartUp>
        <main className="app-main">{children}</main>
        <footer className="app-footer">
          <p>Archery Scores, created by its founding team for archers everywhere. Free and offline-first.</p>
          {showDevTools && (
            <LazyPart name="the developer tools">
              <DevToolsPanel />
            </LazyPart>
          )}
        </footer>
        <Navigation />
      </div>
    </ToastProvider>
  );
}
