import { assign, emit, enqueueActions, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { ClientMessage, ServerMessage } from '../../../shared/live-shoots/types.js';

/**
 * The live-shoot socket as a machine (docs/product.md sections 4, 8 and 9): it connects when the app has a shoot to
 * follow, gives up a connection attempt after 15 s, and after a lost connection tries again up to 10 times,
 * 1 s after the first loss and twice as long after each further one (10 s when the server said it was full,
 * close code 1008), then stops in `reconnectFailed` until the archer asks to retry. Every (re)connection
 * subscribes to all the shoots followed and says so (`connected`), so the app refetches them and nothing
 * sent while it was away stays missing. The socket itself is an actor the app provides (tests provide their
 * own), and every timer lives in the machine, so tests drive it on a simulated clock.
 */

export const CONNECT_TIMEOUT_MS = 15_000;
export const MAX_RECONNECT_ATTEMPTS = 10;
export const FIRST_RECONNECT_DELAY_MS = 1000;
export const SERVER_FULL_WAIT_MS = 10_000;
/** Close code the server uses when it is at capacity (docs/product.md section 8). */
export const SERVER_FULL_CLOSE_CODE = 1008;
export const CONNECT_TIMEOUT_MESSAGE = 'WebSocket connection timeout';

/** What the socket actor reports back to the machine. */
export type SocketReport =
  | { type: 'SOCKET_OPEN' }
  | { type: 'SOCKET_CLOSED'; code: number }
  | { type: 'SOCKET_ERROR' }
  | { type: 'SOCKET_MESSAGE'; text: string };

/** What the machine asks of the socket actor. */
export type SocketCommand = { type: 'SEND'; message: ClientMessage };

export type ConnectionEvent =
  | SocketReport
  /** Follow these shoots (connects if needed). */
  | { type: 'SUBSCRIBE'; shootCode: string }
  | { type: 'UNSUBSCRIBE'; shootCode: string }
  /** The archer's "Try again" after reconnecting failed. */
  | { type: 'RETRY' }
  /** The browser is back online: no point waiting out the rest of a delay. */
  | { type: 'ONLINE' };

/** What the machine tells the app. */
export type ConnectionEmitted =
  | { type: 'server-message'; message: ServerMessage }
  /** Open and subscribed: the app refetches the shoots, as updates may have been missed. */
  | { type: 'connected'; shootCodes: string[] }
  | { type: 'reconnect-failed' };

export interface ConnectionContext {
  url: string;
  /** Shoots followed, in the order they were first followed. */
  shootCodes: string[];
  /** Connection attempts that failed since the last successful one. */
  failedAttempts: number;
  /** Close code of the last lost connection (1008: server full). */
  lastCloseCode: number | null;
  lastError: string | null;
}

export interface ConnectionInput {
  /** The /ws address (wss on https). */
  url: string;
}

/** The delay before reconnect attempt number `failedAttempts` (1-based count of failures so far). */
export function reconnectDelay(context: Pick<ConnectionContext, 'failedAttempts' | 'lastCloseCode'>): number {
  if (context.lastCloseCode === SERVER_FULL_CLOSE_CODE) return SERVER_FULL_WAIT_MS;
  return FIRST_RECONNECT_DELAY_MS * 2 ** Math.max(0, context.failedAttempts - 1);
}

function parseServerMessage(text: string): ServerMessage | null {
  try {
    const message: unknown = JSON.parse(text);
    return typeof message === 'object' && message !== null && 'type' in message
      ? (message as ServerMessage)
      : null;
  } catch {
    return null;
  }
}

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
    emitted: {} as ConnectionEmitted,
  },
  actors: {
    // Replaced by the app with a real WebSocket (live-socket.ts) and by tests with one they drive.
    socket: fromCallback<SocketCommand, { url: string }>(({ sendBack }) => {
      sendBack({ type: 'SOCKET_CLOSED', code: 1006 });
    }),
  },
  actions: {
    countFailure: assign({ failedAttempts: ({ context }) => context.failedAttempts + 1 }),
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelay(context),
  },
  guards: {
    followsNothing: ({ context }) => context.shootCodes.length === 0,
    // The first failure is the lost connection; the ten after it are the reconnect attempts.
    outOfAttempts: ({ context }) => context.failedAttempts > MAX_RECONNECT_ATTEMPTS,
  },
}).createMachine({
  id: 'liveConnection',
  context: ({ input }) => ({
    url: input.url,
    shootCodes: [],
    failedAttempts: 0,
    lastCloseCode: null,
    lastError: null,
  }),
  initial: 'disconnected',
  on: {
    SUBSCRIBE: {
      actions: assign({
        shootCodes: ({ context, event }) =>
          context.shootCodes.includes(event.shootCode)
            ? context.shootCodes
            : [...context.shootCodes, event.shootCode],
      }),
    },
    UNSUBSCRIBE: {
      actions: assign({
        shootCodes: ({ context, event }) => context.shootCodes.filter((code) => code !== event.shootCode),
      }),
    },
  },
  states: {
    disconnected: {
      always: { guard: ({ context }) => context.shootCodes.length > 0, target: 'online' },
      on: {
        SUBSCRIBE: {
          target: 'online',
          actions: assign({ shootCodes: ({ event }) => [event.shootCode] }),
        },
      },
    },
    online: {
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ url: context.url }) },
      initial: 'connecting',
      on: {
        SOCKET_ERROR: { actions: assign({ lastError: 'The live connection failed' }) },
        SOCKET_CLOSED: {
          target: 'waitingToReconnect',
          actions: [
            'countFailure',
            assign({
              lastCloseCode: ({ event }) => event.code,
              lastError: ({ event, context }) =>
                event.code === SERVER_FULL_CLOSE_CODE
                  ? 'The server is full'
                  : (context.lastError ?? 'The live connection was lost'),
            }),
          ],
        },
      },
      states: {
        connecting: {
          after: {
            [CONNECT_TIMEOUT_MS]: {
              target: '#liveConnection.waitingToReconnect',
              actions: ['countFailure', assign({ lastCloseCode: null, lastError: CONNECT_TIMEOUT_MESSAGE })],
            },
          },
          on: { SOCKET_OPEN: 'connected' },
        },
        connected: {
          entry: [
            assign({ lastError: null }),
            enqueueActions(({ context, enqueue }) => {
              for (const shootCode of context.shootCodes) {
                enqueue.sendTo('socket', { type: 'SEND', message: { type: 'subscribe', shootCode } });
              }
            }),
            emit(({ context }) => ({ type: 'connected' as const, shootCodes: [...context.shootCodes] })),
          ],
          always: { guard: 'followsNothing', target: '#liveConnection.disconnected' },
          on: {
            SUBSCRIBE: {
              guard: ({ context, event }) => !context.shootCodes.includes(event.shootCode),
              actions: [
                assign({ shootCodes: ({ context, event }) => [...context.shootCodes, event.shootCode] }),
                sendTo('socket', ({ event }) => ({
                  type: 'SEND',
                  message: { type: 'subscribe', shootCode: event.shootCode },
                })),
              ],
            },
            UNSUBSCRIBE: {
              actions: [
                assign({
                  shootCodes: ({ context, event }) =>
                    context.shootCodes.filter((code) => code !== event.shootCode),
                }),
                sendTo('socket', ({ event }) => ({
                  type: 'SEND',
                  message: { type: 'unsubscribe', shootCode: event.shootCode },
                })),
              ],
            },
            SOCKET_MESSAGE: {
              actions: [
                // Counted as a working connection only once the server talks: a full server opens the
                // socket and closes it at once (1008), which must keep counting towards giving up.
                assign({ failedAttempts: 0, lastCloseCode: null }),
                emit(({ event }) => {
                  const message = parseServerMessage(event.text);
                  return message
                    ? { type: 'server-message' as const, message }
                    : {
                        type: 'server-message' as const,
                        message: { type: 'error' as const, error: 'Unreadable message' },
                      };
                }),
              ],
            },
          },
        },
      },
    },
    waitingToReconnect: {
      always: [
        { guard: 'followsNothing', target: 'disconnected' },
        { guard: 'outOfAttempts', target: 'reconnectFailed' },
      ],
      after: { reconnectDelay: 'online' },
      on: {
        ONLINE: {
          guard: ({ context }) => context.lastCloseCode !== SERVER_FULL_CLOSE_CODE,
          target: 'online',
        },
      },
    },
    reconnectFailed: {
      entry: emit({ type: 'reconnect-failed' as const }),
      always: { guard: 'followsNothing', target: 'disconnected' },
      on: {
        RETRY: { target: 'online', actions: assign({ failedAttempts: 0, lastCloseCode: null }) },
      },
    },
  },
});

export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/** docs/product.md section 4's four connection states, for the archer. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

/** What the archer is told: connecting while reconnecting, error once reconnecting has failed. */
export function connectionStatus(snapshot: ConnectionSnapshot): ConnectionStatus {
  if (snapshot.matches({ online: 'connected' })) return 'connected';
  if (snapshot.matches('online') || snapshot.matches('waitingToReconnect')) return 'connecting';
  if (snapshot.matches('reconnectFailed')) return 'error';
  return 'disconnected';
}

/**
 * Why the connection is not up, in words worth showing: that the server is full (the app waits longer
 * and says so), or, once it has given up, the last error. While it is simply trying again a socket's
 * own error says nothing the archer can act on ("Reconnecting… (The live connection failed)" read as a
 * second failure), so there is none.
 */
export function connectionProblem(snapshot: ConnectionSnapshot): string | null {
  if (snapshot.matches({ online: 'connected' })) return null;
  if (snapshot.context.lastCloseCode === SERVER_FULL_CLOSE_CODE) return snapshot.context.lastError;
  return snapshot.matches('reconnectFailed') ? snapshot.context.lastError : null;
}
