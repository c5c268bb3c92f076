import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveShoot } from '../../shared/live-shoots/types.js';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

async function newShoot(title = 'Club night'): Promise<LiveShoot> {
  const created = await call(t.base, 'POST', '/api/shoots', { creatorName: 'Robin', title });
  expect(created.status).toBe(201);
  return created.body.shoot as LiveShoot;
}

async function join(code: string, archerName: string, roundName = 'portsmouth', bowType = 'recurve') {
  const joined = await call(t.base, 'POST', `/api/shoots/${code}/join`, { archerName, roundName, bowType });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return joined.body as { participantToken: string; participantId: string; shoot: LiveShoot };
}

describe('creating and reading a live shoot', () => {
  it('creates a shoot with a short code and reads it back', async () => {
    const created = await call(t.base, 'POST', '/api/shoots', { creatorName: 'Robin', title: 'Club night' });
    expect(created.status).toBe(201);
    expect(created.body.success).toBe(true);
    const code = created.body.code as string;
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/);
    expect((created.body.shoot as LiveShoot).participants).toEqual([]);

    const read = await call(t.base, 'GET', `/api/shoots/${code.toLowerCase()}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      success: true,
      shoot: { code, title: 'Club night', creatorName: 'Robin' },
    });
  });

  it('answers 404 with success false and a null shoot for an unknown code', async () => {
    const read = await call(t.base, 'GET', '/api/shoots/ZZZZZZ');
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({ success: false, shoot: null });
    expect(read.body.error).toMatch(/not found/i);
  });
});

describe('joining, scoring and finishing', () => {
  it('joins with a participant token and updates only with it', async () => {
    const shoot = await newShoot();
    const robin = await join(shoot.code, 'Robin');
    expect(robin.participantToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(robin.shoot.participants[0]).toMatchObject({ archerName: 'Robin', totalScore: 0, arrowsShot: 0 });

    const update = {
      archerName: 'Robin',
      roundName: 'portsmouth',
      totalScore: 29,
      arrowsShot: 3,
      scores: [10, 10, 9],
    };
    const noToken = await call(t.base, 'PUT', `/api/shoots/${shoot.code}/score`, update);
    expect(noToken.status).toBe(401);
    expect(noToken.body.success).toBe(false);

    const marian = await join(shoot.code, 'Marian');
    const wrongToken = await call(t.base, 'PUT', `/api/shoots/${shoot.code}/score`, update, {
      'x-participant-token': marian.participantToken,
    });
    expect(wrongToken.status).toBe(403);

    const scored = await call(t.base, 'PUT', `/api/shoots/${shoot.code}/score`, update, {
      'x-participant-token': robin.participantToken,
    });
    expect(scored.status).toBe(200);
    const after = scored.body.shoot as LiveShoot;
    expect(after.participants[0]).toMatchObject({
      archerName: 'Robin',
      totalScore: 29,
      arrowsShot: 3,
      position: 1,
    });
    expect(after.participants[1]).toMatchObject({ archerName: 'Marian', position: 2 });
  });
});

function scoreBody(archerName: string, scores: Array<number | 'X' | 'M'>, roundName = 'portsmouth') {
  const total = scores.reduce<number>(
    (sum, arrow) => sum + (arrow === 'X' ? 10 : arrow === 'M' ? 0 : arrow),
    0,
  );
  return {
    archerName,
    roundName,
    totalScore: total,
    arrowsShot: scores.length,
    scores,
    currentClassification: null,
  };
}

const withToken = (token: string) => ({ 'x-participant-token': token });

describe('join rules', () => {
  it('gives a default title and refuses unknown rounds with the documented message', async () => {
    const created = await call(t.base, 'POST', '/api/shoots', { creatorName: 'Will' });
    const shoot = created.body.shoot as LiveShoot;
    expect(shoot.title).toBe("Will's shoot");
    const bad = await call(t.base, 'POST', `/api/shoots/${shoot.code}/join`, {
      archerName: 'Will',
      roundName: 'moon shot',
      bowType: 'recurve',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Unknown game type: moon shot');
  });

  it('answers 404 with success false when joining a shoot that does not exist', async () => {
    const joined = await call(t.base, 'POST', '/api/shoots/ZZZZZZ/join', {
      archerName: 'Will',
      roundName: 'york',
      bowType: 'recurve',
    });
    expect(joined.status).toBe(404);
    expect(joined.body.success).toBe(false);
  });

  it('refuses a second archer under a taken name, but lets the archer rejoin with their token', async () => {
    const shoot = await newShoot();
    const first = await join(shoot.code, 'Alan');
    const impostor = await call(t.base, 'POST', `/api/shoots/${shoot.code}/join`, {
      archerName: ' alan ',
      roundName: 'portsmouth',
      bowType: 'barebow',
    });
    expect(impostor.status).toBe(409);
    expect(impostor.body.error).toMatch(/already in this shoot/);

    const again = await call(
      t.base,
      'POST',
      `/api/shoots/${shoot.code}/join`,
      { archerName: 'Alan', roundName: 'bray i', bowType: 'barebow' },
      withToken(first.participantToken),
    );
    expect(again.status).toBe(200);
    expect(again.body.participantId).toBe(first.participantId);
    expect(again.body.participantToken).toBe(first.participantToken);
    const shootAfter = again.body.shoot as LiveShoot;
    expect(shootAfter.participants).toHaveLength(1);
    expect(shootAfter.participants[0]).toMatchObject({ roundName: 'bray i', bowType: 'barebow' });
  });
});

describe('scores', () => {
  it('refuses totals that do not add up and values that are not on the face', async () => {
    const shoot = await newShoot();
    const archer = await join(shoot.code, 'Much', 'national');
    const sums = { ...scoreBody('Much', [9, 7, 5], 'national'), totalScore: 30 };
    const wrongSum = await call(
      t.base,
      'PUT',
      `/api/shoots/${shoot.code}/score`,
      sums,
      withToken(archer.participantToken),
    );
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body.error).toContain('totalScore (30) must equal the total of scores (21)');

    const ten = scoreBody('Much', [10, 9, 9], 'national');
    const notImperial = await call(
      t.base,
      'PUT',
      `/api/shoots/${shoot.code}/score`,
      ten,
      withToken(archer.participantToken),
    );
    expect(notImperial.status).toBe(400);
    expect(notImperial.body.error).toContain('10 is not a score on national');

    const count = { ...scoreBody('Much', [9, 9], 'national'), arrowsShot: 3 };
    const wrongCount = await call(
      t.base,
      'PUT',
      `/api/shoots/${shoot.code}/score`,
      count,
      withToken(archer.participantToken),
    );
    expect(wrongCount.status).toBe(400);
    expect(wrongCount.body.error).toContain('arrowsShot (3) must equal the number of scores (2)');

    const read = await call(t.base, 'GET', `/api/shoots/${shoot.code}`);
    expect((read.body.shoot as LiveShoot).participants[0]).toMatchObject({ totalScore: 0, arrowsShot: 0 });
  });

  it('keeps a retired archer apart from a finished one: no tick, no handicap, below those still shooting', async () => {
    const shoot = await newShoot();
    const path = `/api/shoots/${shoot.code}`;
    const early = await join(shoot.code, 'Early');
    const going = await join(shoot.code, 'Going');
    const whole = await join(shoot.code, 'Whole');
    // Early stops after 18 arrows of a 60-arrow Portsmouth, well ahead of Going's 12 so far.
    const eighteen = Array.from({ length: 18 }, () => 10);
    await call(
      t.base,
      'PUT',
      `${path}/finish`,
      scoreBody('Early', eighteen),
      withToken(early.participantToken),
    );
    const twelve = Array.from({ length: 12 }, () => 7);
    await call(t.base, 'PUT', `${path}/score`, scoreBody('Going', twelve), withToken(going.participantToken));
    const sixty = Array.from({ length: 60 }, () => 5);
    const done = await call(
      t.base,
      'PUT',
      `${path}/finish`,
      scoreBody('Whole', sixty),
      withToken(whole.participantToken),
    );
    expect(done.status).toBe(200);
    const read = await call(t.base, 'GET', path);
    const byName = new Map((read.body.shoot as LiveShoot).participants.map((p) => [p.archerName, p]));
    expect(byName.get('Early')).toMatchObject({
      finished: false,
      retired: true,
      handicap: null,
      totalScore: 180,
    });
    expect(byName.get('Whole')).toMatchObject({ finished: true, retired: false });
    expect(byName.get('Going')).toMatchObject({ finished: false, retired: false });
    // Ranked by score (one round, one bow): Whole 300 and Going 84 are still in it; Early's 180 is last.
    expect(byName.get('Whole')?.position).toBe(1);
    expect(byName.get('Going')?.position).toBe(2);
    expect(byName.get('Early')?.position).toBe(3);
    // A retired score is locked like a finished one.
    const more = scoreBody('Early', [...eighteen, 10]);
    const locked = await call(t.base, 'PUT', `${path}/score`, more, withToken(early.participantToken));
    expect(locked.status).toBe(409);
  });

  it('locks a finished score; a repeated identical finish is accepted', async () => {
    const shoot = await newShoot();
    const archer = await join(shoot.code, 'Tuck');
    const path = `/api/shoots/${shoot.code}`;
    // Six arrows of a practice round: a practice has no length to fall short of, so this is a finish.
    const final = scoreBody('Tuck', [9, 9, 9, 7, 'M', 7], 'practice 20yd');
    const finished = await call(t.base, 'PUT', `${path}/finish`, final, withToken(archer.participantToken));
    expect(finished.status).toBe(200);
    expect((finished.body.shoot as LiveShoot).participants[0]).toMatchObject({
      finished: true,
      retired: false,
      totalScore: 41,
    });

    const retry = await call(t.base, 'PUT', `${path}/finish`, final, withToken(archer.participantToken));
    expect(retry.status).toBe(200);

    const later = scoreBody('Tuck', [9, 9, 9, 7, 'M', 7, 9], 'practice 20yd');
    const locked = await call(t.base, 'PUT', `${path}/score`, later, withToken(archer.participantToken));
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ success: false, error: 'The score is locked: Tuck has finished' });
    const refinish = await call(t.base, 'PUT', `${path}/finish`, later, withToken(archer.participantToken));
    expect(refinish.status).toBe(409);

    const read = await call(t.base, 'GET', path);
    expect((read.body.shoot as LiveShoot).participants[0]).toMatchObject({ totalScore: 41, arrowsShot: 6 });
  });

  it('never loses an update when archers score at the same moment', async () => {
    const shoot = await newShoot();
    const names = Array.from({ length: 12 }, (_, i) => `Archer ${i + 1}`);
    const tokens = await Promise.all(
      names.map(async (name) => (await join(shoot.code, name)).participantToken),
    );
    const answers = await Promise.all(
      names.map((name, i) =>
        call(
          t.base,
          'PUT',
          `/api/shoots/${shoot.code}/score`,
          scoreBody(name, Array(i + 1).fill(9)),
          withToken(tokens[i] as string),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));
    const read = await call(t.base, 'GET', `/api/shoots/${shoot.code}`);
    const byName = new Map((read.body.shoot as LiveShoot).participants.map((p) => [p.archerName, p]));
    names.forEach((name, i) =>
      expect(byName.get(name)).toMatchObject({ totalScore: 9 * (i + 1), arrowsShot: i + 1 }),
    );
    // Everyone on one round and bow: positions by total, the 12-arrow archer first.
    expect(byName.get('Archer 12')?.position).toBe(1);
  });
});

describe('ties on the leaderboard', () => {
  it('splits level totals by the tie-break columns of the era the shoot was created in', async () => {
    const shoot = await newShoot();
    const tens = await join(shoot.code, 'Tens', 'wa 720 (70m)');
    const xs = await join(shoot.code, 'Xs', 'wa 720 (70m)');
    // 54 each: Tens has four 10s and no X, Xs three Xs (three 10s counting the Xs).
    for (const [archer, scores] of [
      [tens, [10, 10, 10, 10, 7, 7]],
      [xs, ['X', 'X', 'X', 8, 8, 8]],
    ] as const) {
      const name = archer === tens ? 'Tens' : 'Xs';
      const answer = await call(
        t.base,
        'PUT',
        `/api/shoots/${shoot.code}/score`,
        scoreBody(name, [...scores], 'wa 720 (70m)'),
        withToken(archer.participantToken),
      );
      expect(answer.status).toBe(200);
    }
    const read = (await call(t.base, 'GET', `/api/shoots/${shoot.code}`)).body.shoot as LiveShoot;
    expect(read.participants.map((p) => p.totalScore)).toEqual([54, 54]);
    // World Archery's outdoor order: 10+X then X before 2026, Xs then 10s from 2026.
    const first = shoot.createdAt < '2026-01-01' ? 'Tens' : 'Xs';
    expect(read.participants.map((p) => [p.archerName, p.position])).toEqual([
      [first, 1],
      [first === 'Tens' ? 'Xs' : 'Tens', 2],
    ]);
  });
});

describe('leaving', () => {
  it('removes only the archer holding the token', async () => {
    const shoot = await newShoot();
    const robin = await join(shoot.code, 'Robin');
    const marian = await join(shoot.code, 'Marian');
    const path = `/api/shoots/${shoot.code}/archer/Robin`;
    expect((await call(t.base, 'DELETE', path)).status).toBe(401);
    expect((await call(t.base, 'DELETE', path, undefined, withToken(marian.participantToken))).status).toBe(
      403,
    );
    const left = await call(t.base, 'DELETE', path, undefined, withToken(robin.participantToken));
    expect(left).toMatchObject({ status: 200, body: { success: true } });
    const read = await call(t.base, 'GET', `/api/shoots/${shoot.code}`);
    expect((read.body.shoot as LiveShoot).participants.map((p) => p.archerName)).toEqual(['Marian']);
    expect((await call(t.base, 'DELETE', path, undefined, withToken(robin.participantToken))).status).toBe(
      404,
    );
  });
});

describe('expiry', () => {
  it('keeps a shoot while archers are active and forgets it 24 hours after the last activity', async () => {
    const shoot = await newShoot();
    const archer = await join(shoot.code, 'Allan');
    const hour = 3_600_000;
    t.clock.advance(23 * hour);
    const scored = await call(
      t.base,
      'PUT',
      `/api/shoots/${shoot.code}/score`,
      scoreBody('Allan', [9]),
      withToken(archer.participantToken),
    );
    expect(scored.status).toBe(200);
    t.clock.advance(23 * hour);
    expect((await call(t.base, 'GET', `/api/shoots/${shoot.code}`)).status).toBe(200);
    t.clock.advance(hour);
    const gone = await call(t.base, 'GET', `/api/shoots/${shoot.code}`);
    expect(gone.status).toBe(404);
    const late = await call(
      t.base,
      'PUT',
      `/api/shoots/${shoot.code}/score`,
      scoreBody('Allan', [9, 9]),
      withToken(archer.participantToken),
    );
    expect(late.status).toBe(404);

    const { LiveShootsService } = await import('./live-shoots.service.js');
    const swept = await t.app.get(LiveShootsService).sweepExpired();
    expect(swept).toBeGreaterThanOrEqual(1);
    const { DataSource } = await import('typeorm');
    const { ParticipantEntity } = await import('./participant.entity.js');
    const left = await t.app
      .get(DataSource)
      .getRepository(ParticipantEntity)
      .countBy({ shootCode: shoot.code });
    expect(left).toBe(0);
  });
});
