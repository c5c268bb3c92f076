import type { ReactNode } from 'react';
import { Navigation } from './Navigation.js';
import { ToastProvider } from './toasts.js';
import { UpdatePrompt } from './UpdatePrompt.js';

/** Spec section 2 global layout: desktop header, main content, footer credit, bottom navigation. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <div className="app">
        <header className="app-header">
          <img src="/icons/icon.svg" alt="" width="32" height="32" />
          <span className="app-title">Archery Scores</span>
        </header>
        <UpdatePrompt />
        <main className="app-main">{children}</main>
        <footer className="app-footer">
          Archery Scores, made for archers by archers. Free and offline-first.
        </footer>
        <Navigation />
      </div>
    </ToastProvider>
  );
}
