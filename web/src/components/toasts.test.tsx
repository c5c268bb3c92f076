// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act } from '../test-support/act.js';
import { mountPerTest } from '../test-support/mount-per-test.js';
import { useEffect } from 'react';
import { ToastProvider, useToasts, type Toasts } from './toasts.js';

const grabbed: { toasts: Toasts | null } = { toasts: null };
function Grab() {
  const toasts = useToasts();
  useEffect(() => {
    grabbed.toasts = toasts;
  }, [toasts]);
  return null;
}

describe('toasts', () => {
  const view = mountPerTest();
  const shown = () => [...view.host.querySelectorAll('.toast [role]')].map((toast) => toast.textContent);

  it('shows one toast of a kind, the newest, and leaves toasts of no kind stacked', () => {
    view.render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      grabbed.toasts!.show('Status changed to Practice.', 'success', { kind: 'shoot-standing' });
      grabbed.toasts!.show('Shoot copied.', 'info');
      grabbed.toasts!.show('Status changed to Club competition.', 'success', { kind: 'shoot-standing' });
    });
    expect(shown()).toEqual(['Shoot copied.', 'Status changed to Club competition.']);
    act(() => {
      grabbed.toasts!.show('Sam joined', 'info', { kind: 'live-news' });
      grabbed.toasts!.show('Another toast', 'info');
    });
    expect(shown()).toEqual([
      'Shoot copied.',
      'Status changed to Club competition.',
      'Sam joined',
      'Another toast',
    ]);
  });
});
