// @vitest-environment happy-dom
import { act } from '../../test-support/act.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../test-support/mount-per-test.js';
import { AT_THE_LINE_DEFAULTS } from '../../at-the-line/at-the-line-choices.js';
import { changeAtTheLine } from '../../at-the-line/choices-store.js';
import { ShootingClock } from './ShootingClock.js';

describe('the shooting clock on the score card', () => {
  const view = mountPerTest();
  const vibrate = vi.fn<(pattern: VibratePattern) => boolean>(() => true);

  beforeEach(() => {
    vi.useFakeTimers();
    vibrate.mockClear();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    act(() => changeAtTheLine({ ...AT_THE_LINE_DEFAULTS, clockSound: false }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const figures = () => view.host.querySelector('[role=timer]')!.textContent;
  const words = () => view.host.querySelector('.shooting-clock-words')!.textContent;
  const phase = () => view.host.querySelector('.shooting-clock')!.getAttribute('data-phase');
  const button = (name: string) =>
    [...view.host.querySelectorAll('button')].find((each) => each.textContent === name)!;
  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  it('runs an end of 3 arrows through its phases, in words and colour, and waits for Start after collect', () => {
    view.render(<ShootingClock endSize={3} />);
    expect(figures()).toBe('2:00');
    expect(words()).toBe('Ready to walk up');
    expect(button('Stop').disabled).toBe(true);

    act(() => button('Start').click());
    expect([phase(), figures(), words()]).toEqual(['walk-up', '0:10', 'to the line']);
    expect(vibrate).toHaveBeenLastCalledWith([300, 200, 300, 200]);
    wait(10_000);
    expect([phase(), figures(), words()]).toEqual(['shoot', '2:00', 'shoot']);
    expect(vibrate).toHaveBeenLastCalledWith([300, 200]);
    wait(90_000);
    expect([phase(), figures(), words()]).toEqual(['warning', '0:30', '30 s left']);
    wait(30_000);
    expect([phase(), words()]).toEqual(['collect', 'Collect arrows']);
    expect(vibrate).toHaveBeenLastCalledWith([300, 200, 300, 200, 300, 200]);

    // However long the walk back, the next end is the archer's to start.
    wait(300_000);
    expect(words()).toBe('Collect arrows');
    act(() => button('Start').click());
    expect(words()).toBe('to the line');
  });

  it('pauses and resumes where it was, and Stop shows the full time again', () => {
    view.render(<ShootingClock endSize={6} />);
    expect(figures()).toBe('4:00');
    act(() => button('Start').click());
    wait(15_000);
    expect(figures()).toBe('3:55');
    act(() => button('Pause').click());
    wait(60_000);
    expect(words()).toBe('Paused: shoot');
    expect(figures()).toBe('3:55');
    act(() => button('Resume').click());
    wait(5_000);
    expect(figures()).toBe('3:50');
    act(() => button('Stop').click());
    expect([figures(), words()]).toEqual(['4:00', 'Ready to walk up']);
  });

  it("times the archer's practice length and AB/CD details, and feels nothing with keys you feel off", () => {
    act(() => changeAtTheLine({ practiceSeconds: 20, clockDetails: 'ab-cd', feelKeys: false }));
    view.render(<ShootingClock endSize={3} />);
    expect(figures()).toBe('0:20');
    act(() => button('Start').click());
    expect(words()).toBe('AB to the line');
    wait(30_000);
    expect(words()).toBe('CD to the line');
    wait(30_000);
    expect(words()).toBe('Collect arrows');
    expect(vibrate).not.toHaveBeenCalled();
  });
});
