import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import type { ClientMessage } from '../../../shared/live-shoots/types.js';
import {
  CONNECT_TIMEOUT_MESSAGE,
  CONNECT_TIMEOUT_MS,
  connectionMachine,
  connectionProblem,
  connectionStatus,
  MAX_RECONNECT_ATTEMPTS,
  SERVER_FULL_CLOSE_CODE,
  SERVER_FULL_WAIT_MS,
  type ConnectionEmitted,
  type SocketCommand,
  type SocketReport,
} from './connection-machine.js';

/** One socket the machine opened, driven by the test as the server would drive a real one. */
interface TestSocket {
  url: string;
  sent: ClientMessage[];
  closedByApp: boolean;
  report(event: SocketReport): void;
}

/**
 * The connection machine on a simulated clock with sockets the test answers by hand: every timing of
 * docs/product.md section 9, the server-full answer, giving up, retrying and resubscribing.
 */
function liveConnection() {
  const clock = new SimulatedClock();
  const sockets: TestSocket[] = [];
  const machine = connectionMachine.provide({
    actors: {
      socket: fromCallback<SocketCommand, { url: string }>(({ sendBack, receive, input }) => {
        const socket: TestSocket = { url: input.url, sent: [], closedByApp: false, report: sendBack };
        sockets.push(socket);
        receive((command) => socket.sent.push(command.message));
        return () => {
          socket.closedByApp = true;
        };
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { url: 'wss://club.example/ws' } });
  const emitted: ConnectionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const latest = () => sockets[sockets.length - 1]!;
  return {
    actor,
    clock,
    sockets,
    emitted,
    latest,
    status: () => connectionStatus(actor.getSnapshot()),
    state: () => actor.getSnapshot().value,
    advance: (ms: number) => clock.increment(ms),
    /** The server accepts the socket and acknowledges a subscription. */
    open: () => {
      latest().report({ type: 'SOCKET_OPEN' });
      latest().report({
        type: 'SOCKET_MESSAGE',
        text: JSON.stringify({ type: 'subscribed', shootCode: 'ABC234', success: true }),
      });
    },
    lose: (code = 1006) => latest().report({ type: 'SOCKET_CLOSED', code }),
  };
}

describe('the live connection', () => {
  it('stays disconnected until it has a shoot to follow, then connects and subscribes', () => {
    const live = liveConnection();
    expect(live.status()).toBe('disconnected');
    expect(live.sockets).toHaveLength(0);
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    expect(live.status()).toBe('connecting');
    expect(live.latest().url).toBe('wss://club.example/ws');
    live.latest().report({ type: 'SOCKET_OPEN' });
    expect(live.status()).toBe('connected');
    expect(live.latest().sent).toEqual([{ type: 'subscribe', shootCode: 'ABC234' }]);
    expect(live.emitted).toContainEqual({ type: 'connected', shootCodes: ['ABC234'] });
  });

  it('passes on what the server says, and says so when it cannot read it', () => {
    const live = liveConnection();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    live.open();
    live.latest().report({ type: 'SOCKET_MESSAGE', text: 'not json' });
    const messages = live.emitted.filter((event) => event.type === 'server-message');
    expect(messages.map((event) => event.message)).toEqual([
      { type: 'subscribed', shootCode: 'ABC234', success: true },
      { type: 'error', error: 'Unreadable message' },
    ]);
  });

  it('gives a connection attempt up after 15 s with the documented text, then tries again', () => {
    const live = liveConnection();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    live.advance(CONNECT_TIMEOUT_MS - 1);
    expect(live.status()).toBe('connecting');
    expect(live.state()).toEqual({ online: 'connecting' });
    live.advance(1);
    expect(live.state()).toBe('waitingToReconnect');
    expect(live.actor.getSnapshot().context.lastError).toBe(CONNECT_TIMEOUT_MESSAGE);
    expect(live.sockets[0]!.closedByApp).toBe(true);
    live.advance(1000);
    expect(live.sockets).toHaveLength(2);
  });

  it('waits 1 s after a lost connection and twice as long after each failed attempt', () => {
    const live = liveConnection();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    live.open();
    live.lose();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt++) {
      const before = live.sockets.length;
      let waited = 0;
      while (live.sockets.length === before) {
        live.advance(250);
        waited += 250;
      }
      delays.push(waited);
      live.lose();
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000]);
    // Ten reconnect attempts failed: it stops and says so.
    expect(live.state()).toBe('reconnectFailed');
    expect(live.status()).toBe('error');
    expect(live.emitted).toContainEqual({ type: 'reconnect-failed' });
    const socketsWhenItGaveUp = live.sockets.length;
    live.advance(3_600_000);
    expect(live.sockets).toHaveLength(socketsWhenItGaveUp);
  });

  it('resubscribes every shoot after a reconnect and asks the app to catch up', () => {
    const live = liveConnection();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    live.open();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'XYZ789' });
    expect(live.latest().sent).toEqual([
      { type: 'subscribe', shootCode: 'ABC234' },
      { type: 'subscribe', shootCode: 'XYZ789' },
    ]);
    live.lose();
    expect(live.status()).toBe('connecting');
    live.advance(1000);
    live.latest().report({ type: 'SOCKET_OPEN' });
    expect(live.latest().sent).toEqual([
      { type: 'subscribe', shootCode: 'ABC234' },
      { type: 'subscribe', shootCode: 'XYZ789' },
    ]);
    expect(live.emitted.filter((event) => event.type === 'connected')).toHaveLength(2);
  });

  it('a working connection starts the count of attempts again', () => {
    const live = liveConnection();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    live.open();
    live.lose();
    live.advance(1000);
    live.lose();
    live.advance(2000);
    live.open();
    live.lose();
    const before = live.sockets.length;
    live.advance(1000);
    expect(live.sockets).toHaveLength(before + 1);
  });

  it('waits 10 s when the server is full, and a full server still counts towards giving up', () => {
    const live = liveConnection();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    for (let attempt = 0; attempt <= MAX_RECONNECT_ATTEMPTS; attempt++) {
      // A full server opens the socket and closes it at once with 1008.
      live.latest().report({ type: 'SOCKET_OPEN' });
      live.lose(SERVER_FULL_CLOSE_CODE);
      if (attempt === MAX_RECONNECT_ATTEMPTS) break;
      const before = live.sockets.length;
      live.advance(SERVER_FULL_WAIT_MS - 1);
      expect(live.sockets).toHaveLength(before);
      live.advance(1);
      expect(live.sockets).toHaveLength(before + 1);
    }
    expect(live.state()).toBe('reconnectFailed');
  });

  it('says why it is not connected only when that is worth saying: a full server, or once it gave up', () => {
    const live = liveConnection();
    const problem = () => connectionProblem(live.actor.getSnapshot());
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    live.latest().report({ type: 'SOCKET_ERROR' });
    live.lose();
    // Trying again after a plain failure: the socket's own error would only read as a second failure.
    expect(live.status()).toBe('connecting');
    expect(problem()).toBeNull();
    live.advance(1000);
    live.latest().report({ type: 'SOCKET_OPEN' });
    live.lose(SERVER_FULL_CLOSE_CODE);
    expect(problem()).toBe('The server is full');
    for (let attempt = 0; attempt < MAX_RECONNECT_ATTEMPTS && live.state() !== 'reconnectFailed'; attempt++) {
      live.advance(SERVER_FULL_WAIT_MS);
      live.latest().report({ type: 'SOCKET_OPEN' });
      live.lose(SERVER_FULL_CLOSE_CODE);
    }
    expect(live.state()).toBe('reconnectFailed');
    expect(problem()).not.toBeNull();
    live.actor.send({ type: 'RETRY' });
    live.open();
    expect(problem()).toBeNull();
  });

  it('the archer can try again after reconnecting failed', () => {
    const live = liveConnection();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    for (let attempt = 0; attempt <= MAX_RECONNECT_ATTEMPTS; attempt++) {
      live.lose();
      live.advance(1000 * 2 ** attempt);
    }
    expect(live.state()).toBe('reconnectFailed');
    const before = live.sockets.length;
    live.actor.send({ type: 'RETRY' });
    expect(live.sockets).toHaveLength(before + 1);
    live.open();
    expect(live.status()).toBe('connected');
    // And the full run of attempts is available again.
    live.lose();
    live.advance(1000);
    expect(live.sockets).toHaveLength(before + 2);
  });

  it('reconnects at once when the browser comes back online', () => {
    const live = liveConnection();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    live.open();
    for (let failure = 0; failure < 5; failure++) {
      live.lose();
      live.advance(1000 * 2 ** failure);
    }
    live.lose();
    const before = live.sockets.length;
    live.actor.send({ type: 'ONLINE' });
    expect(live.sockets).toHaveLength(before + 1);
  });

  it('closes the socket once it follows nothing', () => {
    const live = liveConnection();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    live.open();
    live.actor.send({ type: 'UNSUBSCRIBE', shootCode: 'ABC234' });
    expect(live.status()).toBe('disconnected');
    expect(live.sockets[0]!.sent).toContainEqual({ type: 'unsubscribe', shootCode: 'ABC234' });
    expect(live.sockets[0]!.closedByApp).toBe(true);
    live.advance(60_000);
    expect(live.sockets).toHaveLength(1);
  });

  it('stops waiting to reconnect when the last shoot is left', () => {
    const live = liveConnection();
    live.actor.send({ type: 'SUBSCRIBE', shootCode: 'ABC234' });
    live.open();
    live.lose();
    live.actor.send({ type: 'UNSUBSCRIBE', shootCode: 'ABC234' });
    expect(live.status()).toBe('disconnected');
    live.advance(60_000);
    expect(live.sockets).toHaveLength(1);
  });
});
