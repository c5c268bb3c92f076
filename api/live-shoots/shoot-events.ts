import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Subject, type Observable } from 'rxjs';
import type { LiveShoot, NotificationData } from '../../shared/live-shoots/types.js';
import { RedisClients } from '../redis/redis-clients.js';

/** What changed in a shoot, published after the change is committed. */
export interface ShootChange {
  shoot: LiveShoot;
  notifications: NotificationData[];
}

/** One channel for every shoot: processes route by shoot code locally, with no per-shoot SUBSCRIBE churn. */
export const SHOOT_CHANNEL = 'archery:shoot-changes';

interface BusMessage {
  /** The publishing process, which already delivered the change to its own sockets. */
  origin: string;
  change: ShootChange;
}

/**
 * The service publishes, the socket gateway fans out: neither knows the other. A change always goes to
 * this process's sockets at once (so one process without Redis works as before), and with REDIS_URL also
 * to every other process through one pub/sub channel. One process publishes its commits in order on one
 * connection and Redis keeps a publisher's order, so each shoot's changes arrive in commit order.
 */
@Injectable()
export class ShootEvents implements OnModuleInit {
  private readonly logger = new Logger('ShootEvents');
  private readonly changes = new Subject<ShootChange>();
  private readonly origin = randomUUID();

  constructor(private readonly redis: RedisClients) {}

  async onModuleInit(): Promise<void> {
    const { subscriber } = this.redis;
    if (!subscriber) return;
    // Queued before the connection exists; node-redis subscribes again by itself after each reconnect.
    const subscribed = subscriber.subscribe(SHOOT_CHANNEL, (text) => this.receive(text));
    await this.redis.connect();
    await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 5000).unref())]).catch(
      (error: unknown) => this.logger.error(`Could not subscribe to shoot changes: ${String(error)}`),
    );
  }

  publish(change: ShootChange): void {
    this.changes.next(change);
    const { commands } = this.redis;
    if (!commands) return;
    const message: BusMessage = { origin: this.origin, change };
    // After the commit, never failing the archer's request: a missed message is repaired by the resync
    // every process sends its sockets when Redis comes back (see `resync$`).
    commands.publish(SHOOT_CHANNEL, JSON.stringify(message)).catch((error: unknown) => {
      this.logger.warn(`Shoot ${change.shoot.code} change not shared with other servers: ${String(error)}`);
    });
  }

  get changes$(): Observable<ShootChange> {
    return this.changes.asObservable();
  }

  /** Fires after a Redis outage: every shoot followed here may have changed elsewhere meanwhile. */
  get resync$(): Observable<void> {
    return this.redis.recovered$;
  }

  private receive(text: string): void {
    let message: BusMessage;
    try {
      message = JSON.parse(text) as BusMessage;
    } catch {
      this.logger.error('Ignoring a malformed shoot change from Redis');
      return;
    }
    if (message.origin === this.origin) return;
    this.changes.next(message.change);
  }
}
