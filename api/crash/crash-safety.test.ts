import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sqlite3 from 'sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { BackupDownloadAnswer, BackupSavedAnswer } from '../../shared/backups/types.js';
import { ensureServerBuilt, startChildServer, type ChildServer } from '../test-support/child-server.js';

/**
 * Crash safety of the built server: backups are written by several clients at once, the process is
 * killed with SIGKILL mid-stream, and after a restart every backup the server had acknowledged must be
 * readable and intact, and SQLite's integrity check must pass.
 */
const dir = mkdtempSync(join(tmpdir(), 'archery-crash-'));
const env = {
  DATABASE_PATH: join(dir, 'crash.sqlite'),
  RATE_LIMIT_BACKUP: '1000000',
  RATE_LIMIT_LOOKUP: '1000000',
};
const running: ChildServer[] = [];

beforeAll(() => {
  ensureServerBuilt();
}, 120_000);

afterAll(() => {
  for (const server of running) if (server.process.exitCode === null) server.process.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function backupFor(writer: number, sequence: number) {
  // About 150 KB of history each, so commits take real work while the process is killed.
  const history = Array.from({ length: 300 }, (_, i) => ({
    id: i + 1,
    date: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString(),
    gameType: 'portsmouth',
    score: (writer * 1000 + sequence + i) % 600,
    scores: Array.from({ length: 60 }, (_, a) => ((a + i + sequence) % 10) + 1),
  }));
  return {
    history,
    notes: [],
    user: { name: `Writer ${writer}` },
    sightMarks: [],
    preferences: {},
    timestamp: sequence,
    deviceId: null,
  };
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

async function integrityCheck(path: string): Promise<string> {
  const db = new sqlite3.Database(path);
  try {
    return await new Promise<string>((resolve, reject) =>
      db.get('PRAGMA integrity_check', (error: Error | null, row: { integrity_check: string }) =>
        error ? reject(error) : resolve(row.integrity_check),
      ),
    );
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

describe('crash safety of the built server', () => {
  it('keeps every acknowledged backup through a SIGKILL mid-stream', async () => {
    const first = await startChildServer(env);
    running.push(first);
    const acknowledged = new Map<string, string>();
    let killed = false;
    let inFlight = 0;

    const writer = async (id: number) => {
      for (let sequence = 0; !killed; sequence++) {
        const data = backupFor(id, sequence);
        const device = `device-${randomBytes(16).toString('base64url')}`;
        inFlight++;
        try {
          const response = await fetch(`${first.baseUrl}/api/backups/backup/${device}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ data, userName: `Writer ${id}` }),
          });
          if (response.status === 201) {
            const answer = (await response.json()) as BackupSavedAnswer;
            acknowledged.set(answer.backup.key, digest(data));
          }
        } catch {
          // The connection died with the process: this backup was never acknowledged.
        } finally {
          inFlight--;
        }
      }
    };
    const writers = Array.from({ length: 6 }, (_, id) => writer(id));
    const deadline = Date.now() + 4000;
    while (acknowledged.size < 40 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const inFlightAtKill = inFlight;
    first.process.kill('SIGKILL');
    killed = true;
    expect((await first.exited).signal).toBe('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThanOrEqual(10);
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = await startChildServer(env);
    running.push(second);
    for (const [key, expected] of acknowledged) {
      const response = await fetch(`${second.baseUrl}/api/backups/backup/${key}`);
      expect(response.status, key).toBe(200);
      const answer = (await response.json()) as BackupDownloadAnswer;
      expect(digest(answer.data), key).toBe(expected);
    }

    // Graceful shutdown: a connected socket is told goodbye (1001) and the process ends promptly.
    const socket = new WebSocket(`${second.baseUrl.replace('http', 'ws')}/ws`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const stopped = Date.now();
    second.process.kill('SIGTERM');
    const exit = await second.exited;
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    expect(Date.now() - stopped).toBeLessThan(5000);
    expect(await closeCode).toBe(1001);

    expect(await integrityCheck(env.DATABASE_PATH)).toBe('ok');
  }, 60_000);
});
