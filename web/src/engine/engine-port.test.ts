import { describe, expect, it } from 'vitest';
import type { ChangeBatch } from '../../../shared/contract/engine.js';
import { expectOk } from '../../../test/fixtures/testDevice.js';
import { realEngine } from '../test-support/real-engine.js';
import { until } from '../test-support/until.js';

/**
 * The engine on one port (engine-port.ts, worker/pagePort.ts), on a real engine over a MessageChannel:
 * the answers and the change batches come in one ordered stream, each write's answer before its batch.
 */
describe('the engine on one port', () => {
  it('hands the page each write’s answer before the batch that write caused, for writes sent at once', async () => {
    const { engine } = await realEngine();
    const heard: string[] = [];
    await engine.subscribe((batch) => heard.push(`batch ${batch.logPosition}`));
    expectOk(await engine.startShoot('portsmouth'));
    await until('the start heard', () => heard.length === 1);
    heard.length = 0;

    const values = [10, 9, 9, 8, 7, 10, 10, 6, 5, 9, 9, 10] as const;
    const answers = values.map((value) =>
      engine.scoreArrow(value).then((answer) => heard.push(`answer ${expectOk(answer).logPosition}`)),
    );
    await Promise.all(answers);
    await until('every batch heard', () => heard.filter((line) => line.startsWith('batch')).length === 12);

    // Every batch comes after the answer at its position: the page never holds one back for an answer.
    for (const [at, line] of heard.entries()) {
      if (!line.startsWith('batch')) continue;
      expect(heard.slice(0, at)).toContain(line.replace('batch', 'answer'));
    }
    // And the answers come in the order the arrows were sent, each further along than the one before.
    const positions = heard.filter((line) => line.startsWith('answer')).map((line) => Number(line.slice(7)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(12);
  });

  it('stops handing batches to a listener that unsubscribed, and goes on with the others', async () => {
    const { engine } = await realEngine();
    const first: ChangeBatch[] = [];
    const second: ChangeBatch[] = [];
    const id = await engine.subscribe((batch) => first.push(batch));
    await engine.subscribe((batch) => second.push(batch));
    expectOk(await engine.startShoot('portsmouth'));
    await until('the start heard', () => first.length === 1 && second.length === 1);

    await engine.unsubscribe(id);
    expectOk(await engine.scoreArrow(9));
    await until('the arrow heard', () => second.length === 2);
    expect(first).toHaveLength(1);
  });
});
