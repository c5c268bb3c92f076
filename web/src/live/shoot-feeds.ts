import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import type { LiveResult } from './live-api.js';
import type { ShootFeed } from './live-session-types.js';

export interface ShootFeedsParts {
  /** The live socket: follows a shoot's pushes, or stops following them. */
  follow(shootCode: string): void;
  unfollow(shootCode: string): void;
  /** Reads a shoot from the server (live-api.ts readLiveShoot). */
  readShoot(shootCode: string): Promise<LiveResult<LiveShoot>>;
  /** Epoch ms (a simulated clock in tests). */
  now(): number;
  /**
   * Whether the session follows this shoot itself while no screen watches it: the archer's own shoot, or
   * the shoot a target scored on this phone is in.
   */
  followsItself(shootCode: string): boolean;
  /** A newer leaderboard is shown (`before`: the one it replaces, if one was). */
  shown(shoot: LiveShoot, before: LiveShoot | null, receivedAt: number): void;
  /** The server read a shoot: the archer's reference is judged against it. */
  read(shoot: LiveShoot): void;
  /** The server has no such shoot (any more). */
  gone(shootCode: string): void;
  changed(): void;
}

/**
 * The leaderboards this page follows (docs/product.md section 4): the shoots screens watch (the viewer,
 * a participant's scorecard), counted, so the last screen to close stops following one; and the
 * archer's own shoot. A board never goes back in time: a read's answer and a socket push can cross, and
 * the larger revision wins. A board that never loaded says why (unreachable, gone); one that loaded
 * keeps its last leaderboard when the server cannot be reached.
 */
export class ShootFeeds {
  private feeds: Readonly<Record<string, ShootFeed>>;
  /** How many screens watch each shoot (the own shoot and a target's are followed by the session itself). */
  private readonly watchers = new Map<string, number>();

  constructor(
    private readonly parts: ShootFeedsParts,
    initial: Readonly<Record<string, ShootFeed>> = {},
  ) {
    this.feeds = initial;
  }

  /** Every followed shoot's board (the same object until one changes). */
  all(): Readonly<Record<string, ShootFeed>> {
    return this.feeds;
  }

  /** Shoots screens are watching, with how many screens watch each. */
  watched(): ReadonlyMap<string, number> {
    return this.watchers;
  }

  /** A screen follows a shoot live until the returned function is called. */
  watch(shootCode: string): () => void {
    this.watchers.set(shootCode, (this.watchers.get(shootCode) ?? 0) + 1);
    this.follow(shootCode);
    return () => {
      const left = (this.watchers.get(shootCode) ?? 1) - 1;
      if (left > 0) this.watchers.set(shootCode, left);
      else {
        this.watchers.delete(shootCode);
        if (!this.parts.followsItself(shootCode)) this.unfollow(shootCode);
      }
    };
  }

  follow(shootCode: string): void {
    if (!this.feeds[shootCode]) this.setFeed(shootCode, { state: 'loading' });
    this.parts.follow(shootCode);
    void this.refresh(shootCode);
  }

  unfollow(shootCode: string): void {
    this.parts.unfollow(shootCode);
    const { [shootCode]: _dropped, ...feeds } = this.feeds;
    this.feeds = feeds;
    this.parts.changed();
  }

  /** The own shoot (or the target's) was left: followed no more unless a screen still watches it. */
  release(shootCode: string): void {
    if (!this.watchers.has(shootCode)) this.unfollow(shootCode);
  }

  /** Reads a shoot again from the server (after a reconnect, or when a screen opens). */
  async refresh(shootCode: string): Promise<void> {
    const answer = await this.parts.readShoot(shootCode);
    if (answer.ok) {
      this.show(answer.value);
      this.parts.read(answer.value);
    } else if (answer.error.reason === 'not-found') {
      this.parts.gone(shootCode);
    } else if (this.feeds[shootCode]?.state !== 'ready') {
      this.setFeed(shootCode, { state: 'unreachable', message: answer.error.message });
    }
  }

  /** Shows a leaderboard unless a newer one is already shown (answers and pushes can cross). */
  show(shoot: LiveShoot): void {
    const followed = this.watchers.has(shoot.code) || this.parts.followsItself(shoot.code);
    if (!followed) return;
    const previous = this.feeds[shoot.code];
    const before = previous?.state === 'ready' ? previous.shoot : null;
    // A read answered after a newer socket update (or the other way round) must not go back in time.
    if (before && before.revision > shoot.revision) return;
    const receivedAt = this.parts.now();
    this.setFeed(shoot.code, { state: 'ready', shoot, receivedAt });
    this.parts.shown(shoot, before, receivedAt);
  }

  /** The shoot is gone from the server: a screen watching it says so. */
  markGone(shootCode: string): void {
    if (this.watchers.has(shootCode)) this.setFeed(shootCode, { state: 'gone' });
  }

  private setFeed(shootCode: string, feed: ShootFeed): void {
    this.feeds = { ...this.feeds, [shootCode]: feed };
    this.parts.changed();
  }
}
