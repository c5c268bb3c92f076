import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createClient } from 'redis';
import { Subject, type Observable } from 'rxjs';
import { SERVER_CONFIG, type ServerConfig } from '../config.js';

export type RedisClient = ReturnType<typeof createClient>;
export type RedisState = 'off' | 'connecting' | 'ready' | 'down';

/** Longest wait between reconnection attempts while Redis is unreachable. */
const MAX_BACKOFF_MS = 2000;
/** A Redis that is down at start-up must not keep the server from serving HTTP. */
const START_WAIT_MS = 5000;

const RESUBSCRIBE_GRACE_MS = 250;

/** Exponential backoff with jitter, so many processes do not reconnect in step. */
export function reconnectDelay(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, 50 * 2 ** attempt) + Math.floor(Math.random() * 100);
}

/**
 * The process's two Redis connections when REDIS_URL is set: one for commands (publish, rate limits) and
 * a dedicated one for subscriptions, as Redis requires. Both reconnect with backoff on their own; an
 * outage is logged once and `recovered$` fires when the subscriber is back, since whatever was published
 * meanwhile is lost (Redis pub/sub keeps nothing) and listeners must refetch.
 */
@Injectable()
export class RedisClients implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly commands: RedisClient | undefined;
  readonly subscriber: RedisClient | undefined;
  private readonly recovered = new Subject<void>();
  private wasDown = false;
  private ready: Promise<void> | undefined;

  constructor(@Inject(SERVER_CONFIG) config: ServerConfig) {
    if (!config.redisUrl) return;
    const base = createClient({
      url: config.redisUrl,
      // A command while Redis is down fails at once: a stale publish replayed minutes later is worse than none.
      disableOfflineQueue: true,
      socket: { reconnectStrategy: reconnectDelay, connectTimeout: 2000 },
    });
    this.commands = base;
    // The subscriber keeps its queue so the SUBSCRIBE sent before the first connection is not refused.
    this.subscriber = base.duplicate({ disableOfflineQueue: false });
    this.watch(this.commands, 'commands');
    this.watch(this.subscriber, 'subscriber');
  }

  get enabled(): boolean {
    return this.commands !== undefined;
  }

  /** Fires each time the subscriber is connected again after an outage. */
  get recovered$(): Observable<void> {
    return this.recovered.asObservable();
  }

  /** Connects both clients, waiting at most a few seconds: the server starts even if Redis is down. */
  connect(): Promise<void> {
    const { commands, subscriber } = this;
    if (!commands || !subscriber) return Promise.resolve();
    this.ready ??= Promise.race([
      Promise.all([commands.connect(), subscriber.connect()]).then(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, START_WAIT_MS).unref()),
    ]).catch((error: unknown) => this.logger.error(`Redis connection failed: ${String(error)}`));
    return this.ready;
  }

  get state(): RedisState {
    if (!this.commands || !this.subscriber) return 'off';
    if (this.commands.isReady && this.subscriber.isReady) return 'ready';
    return this.wasDown ? 'down' : 'connecting';
  }

  async onApplicationShutdown(): Promise<void> {
    for (const client of [this.subscriber, this.commands]) {
      if (client?.isOpen) await client.close().catch(() => undefined);
    }
  }

  private watch(client: RedisClient, role: string): void {
    // Without an 'error' listener node-redis would crash the process on the first lost connection.
    client.on('error', (error: unknown) => {
      if (!this.wasDown) this.logger.error(`Redis ${role} connection lost, retrying: ${String(error)}`);
      this.wasDown = true;
    });
    client.on('ready', () => {
      if (!this.wasDown) return;
      if (this.commands?.isReady && this.subscriber?.isReady) {
        this.wasDown = false;
        this.logger.warn('Redis is back');
        // node-redis re-issues SUBSCRIBE just after 'ready': a refetch a moment later cannot miss a change
        // committed in between.
        setTimeout(() => this.recovered.next(), RESUBSCRIBE_GRACE_MS).unref();
      }
    });
  }
}
