import { Inject, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
} from '@nestjs/websockets';
import type { Subscription } from 'rxjs';
import { WebSocket } from 'ws';
import type { ClientMessage, ServerMessage } from '../../shared/live-shoots/types.js';
import { LIVE_SHOOT_ERRORS } from '../../shared/live-shoots/error-texts.js';
import { SERVER_CONFIG, type ServerConfig } from '../config.js';
import { LiveShootsService } from './live-shoots.service.js';
import { ShootEvents, type ShootChange } from './shoot-events.js';
import { SOCKET_FRAME_EVENT, type ParsedFrame } from './socket-messages.js';

/** A spectator following more shoots than this is not a spectator. */
const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** A socket that cannot keep up (this much unsent) is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * Sends an update and its notifications to one socket in a single write. On a busy shoot the socket
 * writes are the server's main cost, and ws writes every frame on its own. ws keeps the TCP socket in
 * `_socket` (not a typed API), so this degrades to plain sends if that ever changes.
 */
function corked(socket: WebSocket, send: () => void): void {
  const tcp = (socket as unknown as { _socket?: { cork?: () => void; uncork?: () => void } })._socket;
  if (typeof tcp?.cork !== 'function' || typeof tcp.uncork !== 'function') return send();
  tcp.cork();
  try {
    send();
  } finally {
    tcp.uncork();
  }
}

interface SocketState {
  alive: boolean;
  /** The shoots this socket follows, each with the revision of the last leaderboard it was sent. */
  shoots: Map<string, number>;
}

/**
 * The /ws socket (docs/product.md section 7): clients subscribe to shoots by code and receive `update` (the whole
 * shoot) and `notification` messages. Capacity is capped (code 1008 beyond it) and a heartbeat drops
 * clients that stopped answering pings.
 */
@WebSocketGateway({ path: '/ws', maxPayload: 4096 })
export class LiveShootsGateway
  implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, BeforeApplicationShutdown
{
  private readonly logger = new Logger('LiveSocket');
  private readonly sockets = new Map<WebSocket, SocketState>();
  private readonly subscribers = new Map<string, Set<WebSocket>>();
  private heartbeat: NodeJS.Timeout | undefined;
  private changes: Subscription | undefined;
  private resyncs: Subscription | undefined;

  constructor(
    private readonly shoots: LiveShootsService,
    events: ShootEvents,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {
    this.changes = events.changes$.subscribe((change) => this.broadcast(change));
    this.resyncs = events.resync$.subscribe(() => void this.resync());
  }

  onModuleInit(): void {
    this.heartbeat = setInterval(() => this.checkHeartbeats(), this.config.socketHeartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Before Nest tears the socket server down (which would cut connections without a word), tell every
   * client the server is going away (1001) and give the close handshakes up to a second.
   */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    this.changes?.unsubscribe();
    this.resyncs?.unsubscribe();
    const closing = [...this.sockets.keys()].map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(1001, 'Server shutting down');
        }),
    );
    await Promise.race([Promise.all(closing), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  }

  /** Number of open, accepted sockets (for health and tests). */
  get socketCount(): number {
    return this.sockets.size;
  }

  handleConnection(socket: WebSocket): void {
    if (this.sockets.size >= this.config.maxSockets) {
      // docs/product.md section 8: 1008 tells the app the server is full and to retry after 10 s.
      socket.close(1008, 'Server at capacity: try again shortly');
      return;
    }
    const state: SocketState = { alive: true, shoots: new Map() };
    this.sockets.set(socket, state);
    socket.on('pong', () => {
      state.alive = true;
    });
  }

  handleDisconnect(socket: WebSocket): void {
    const state = this.sockets.get(socket);
    if (!state) return;
    for (const code of state.shoots.keys()) this.removeSubscriber(code, socket);
    this.sockets.delete(socket);
  }

  @SubscribeMessage(SOCKET_FRAME_EVENT)
  async onFrame(@ConnectedSocket() socket: WebSocket, @MessageBody() frame: ParsedFrame): Promise<void> {
    const state = this.sockets.get(socket);
    if (!state) return;
    state.alive = true;
    if (!frame.ok) {
      this.send(socket, { type: 'error', error: frame.error });
      return;
    }
    await this.handle(socket, state, frame.message);
  }

  private async handle(socket: WebSocket, state: SocketState, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'subscribe':
        return this.subscribe(socket, state, message.shootCode);
      case 'unsubscribe':
        state.shoots.delete(message.shootCode);
        this.removeSubscriber(message.shootCode, socket);
        this.send(socket, { type: 'unsubscribed', shootCode: message.shootCode, success: true });
        return;
      default: {
        const unhandled: never = message;
        throw new Error(`Unhandled socket message ${JSON.stringify(unhandled)}`);
      }
    }
  }

  private async subscribe(socket: WebSocket, state: SocketState, shootCode: string): Promise<void> {
    if (!state.shoots.has(shootCode) && state.shoots.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      const error = LIVE_SHOOT_ERRORS.tooManySubscriptions(MAX_SUBSCRIPTIONS_PER_SOCKET);
      this.send(socket, { type: 'subscribed', shootCode, success: false, error });
      return;
    }
    const shoot = await this.shoots.find(shootCode);
    if (!shoot) {
      this.send(socket, {
        type: 'subscribed',
        shootCode,
        success: false,
        error: LIVE_SHOOT_ERRORS.socketShootNotFound,
      });
      return;
    }
    if (!this.sockets.has(socket)) return; // closed while the shoot was read
    // A change broadcast while the shoot was read may be newer or older than what was read: keep the newer.
    const sent = Math.max(state.shoots.get(shootCode) ?? -1, shoot.revision);
    state.shoots.set(shootCode, sent);
    let set = this.subscribers.get(shootCode);
    if (!set) {
      set = new Set();
      this.subscribers.set(shootCode, set);
    }
    set.add(socket);
    this.send(socket, { type: 'subscribed', shootCode, success: true });
    // A viewer sees the leaderboard at once rather than at the next arrow.
    if (sent === shoot.revision) this.send(socket, { type: 'update', shootCode, data: { shoot } });
  }

  private removeSubscriber(shootCode: string, socket: WebSocket): void {
    const set = this.subscribers.get(shootCode);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.subscribers.delete(shootCode);
  }

  /**
   * Changes committed by other servers while Redis was down never reached this one: every shoot followed
   * here is read again and sent as an update, so no spectator keeps a stale leaderboard.
   */
  private async resync(): Promise<void> {
    const codes = [...this.subscribers.keys()];
    this.logger.log(`Resending ${codes.length} followed shoots after a Redis outage`);
    for (const code of codes) {
      try {
        const shoot = await this.shoots.find(code);
        if (shoot) this.broadcast({ shoot, notifications: [] });
      } catch (error) {
        this.logger.error(`Could not resend shoot ${code}: ${String(error)}`);
      }
    }
  }

  /**
   * Each message is serialised once and the same text goes to every subscriber of the shoot. Changes from
   * other processes arrive in Redis order, which is not always commit order: a socket is never sent a
   * leaderboard older than (or the same as) one it already has. The notifications still go out: news of
   * an earlier change is still news.
   */
  private broadcast({ shoot, notifications }: ShootChange): void {
    const set = this.subscribers.get(shoot.code);
    if (!set || set.size === 0) return;
    const timestamp = new Date().toISOString();
    const update = JSON.stringify({
      type: 'update',
      shootCode: shoot.code,
      data: { shoot },
    } satisfies ServerMessage);
    const news = notifications.map((data) =>
      JSON.stringify({
        type: 'notification',
        shootCode: shoot.code,
        data: { ...data, timestamp },
      } satisfies ServerMessage),
    );
    for (const socket of set) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.logger.warn('Dropping a socket that stopped reading');
        socket.terminate();
        continue;
      }
      const state = this.sockets.get(socket);
      const isNewer = shoot.revision > (state?.shoots.get(shoot.code) ?? -1);
      if (!isNewer && news.length === 0) continue;
      if (isNewer) state?.shoots.set(shoot.code, shoot.revision);
      corked(socket, () => {
        if (isNewer) socket.send(update);
        for (const frame of news) socket.send(frame);
      });
    }
  }

  private send(socket: WebSocket, message: ServerMessage): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  private checkHeartbeats(): void {
    for (const [socket, state] of this.sockets) {
      if (!state.alive) {
        // No pong (or message) since the last ping: the client is gone without saying so.
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
  }
}
