import { StrictMode } from 'react';
import { App } from './App.js';

/**
 * The app as main.tsx renders it: under StrictMode, so that in development and in the component tests
 * React runs every render and effect twice over and an effect that must act once shows itself (issue #42).
 * In a production build StrictMode does nothing.
 */
export function AppRoot() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
