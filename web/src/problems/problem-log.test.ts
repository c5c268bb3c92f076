import { describe, expect, it } from 'vitest';
import { problemLogSetting } from '../device-storage/registry.js';
import { decodeStored } from '../device-storage/setting.js';
import { problemMessage, problemReport, PROBLEMS_KEPT, withProblem, type Problem } from './problem-log.js';

const problem = (n: number): Problem => ({
  at: new Date(Date.UTC(2026, 10, 29, 10, n)).toISOString(),
  doing: 'saving an arrow',
  message: `failure ${n}`,
  version: '/assets/main-abc.js',
});

describe('the problem log', () => {
  it('keeps the last 50, dropping the oldest', () => {
    let problems: Problem[] = [];
    for (let n = 0; n < PROBLEMS_KEPT + 7; n++) problems = withProblem(problems, problem(n));
    expect(problems).toHaveLength(PROBLEMS_KEPT);
    expect(problems[0]!.message).toBe('failure 7');
    expect(problems.at(-1)!.message).toBe(`failure ${PROBLEMS_KEPT + 6}`);
  });

  it('copies as one line a problem, newest first, with the time, build and what was being done', () => {
    expect(problemReport([problem(1), problem(2)])).toBe(
      '2026-11-29T10:02:00.000Z · /assets/main-abc.js · saving an arrow: failure 2\n' +
        '2026-11-29T10:01:00.000Z · /assets/main-abc.js · saving an arrow: failure 1',
    );
  });

  it('says anything thrown in one line', () => {
    expect(problemMessage(new TypeError('x is undefined'))).toBe('x is undefined');
    expect(problemMessage('plain words')).toBe('plain words');
    expect(problemMessage({ code: 3 })).toBe('{"code":3}');
  });

  it('reads back what it kept, and drops an entry that is not whole', () => {
    const kept = JSON.stringify([problem(1), { at: 'then', doing: 'x' }]);
    expect(decodeStored(problemLogSetting, kept)).toEqual([problem(1)]);
    expect(decodeStored(problemLogSetting, 'not json')).toBeUndefined();
  });
});
