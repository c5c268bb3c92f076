import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, QueryFailedError, type EntityManager } from 'typeorm';
import { LIVE_SHOOT_ERRORS } from '../../shared/live-shoots/error-texts.js';
import { finishKind, retiredWords } from '../../shared/live-shoots/retirement.js';
import type { LiveShoot, NotificationData } from '../../shared/live-shoots/types.js';
import { roundByName } from '../../shared/rounds/catalogue.js';
import { CLOCK, type Clock } from '../clock.js';
import { SERVER_CONFIG, type ServerConfig } from '../config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { ApiError, conflict, forbidden, notFound, unauthorized } from '../http/api-error.js';
import { nameKey } from '../http/text-rules.js';
import { LiveShootEntity } from './live-shoot.entity.js';
import type { CreateShootDto, JoinShootDto, ScoreUpdateDto } from './live-shoot.dto.js';
import { ParticipantEntity } from './participant.entity.js';
import { scoreProblems } from './score-check.js';
import {
  newParticipantId,
  newParticipantToken,
  newShootCode,
  PARTICIPANT_TOKEN_PATTERN,
  tokenHash,
  tokenMatches,
} from './secrets.js';
import { ShootEvents } from './shoot-events.js';
import { positionChanges, shootView } from './shoot-view.js';

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const cause = error.driverError as { code?: unknown } | undefined;
  return cause?.code === '23505' || cause?.code === 'SQLITE_CONSTRAINT';
}

/** The 404 of every route that takes a join code: `shoot: null` tells the app the shoot is gone. */
export function shootNotFound(): ApiError {
  return notFound(LIVE_SHOOT_ERRORS.shootNotFound, { shoot: null });
}

interface Mutation<T> {
  rows: ParticipantEntity[];
  notifications: NotificationData[];
  result: T;
}

/**
 * Live shoots: create, join, score, finish, leave, read. Every change runs in one transaction that
 * touches only the acting archer's row and the shoot's activity time; the new leaderboard and its
 * notifications are published once the change is committed.
 */
@Injectable()
export class LiveShootsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveShoots');
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly events: ShootEvents,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    const every = Math.max(1000, Math.min(this.config.shootTtlMs / 10, 10 * 60_000));
    this.sweeper = setInterval(() => {
      this.sweepExpired().catch((error: unknown) =>
        this.logger.error(`Expiry sweep failed: ${String(error)}`),
      );
    }, every);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** Activity at or before this instant means the shoot has expired. */
  private expiryCutoff(): string {
    return new Date(this.clock.now() - this.config.shootTtlMs).toISOString();
  }

  private isLive(shoot: LiveShootEntity): boolean {
    return shoot.lastActivityAt > this.expiryCutoff();
  }

  async create(request: CreateShootDto): Promise<LiveShoot> {
    const now = this.nowIso();
    return this.writes.transaction(async (manager) => {
      // Codes are unique among live shoots; an expired shoot still holding a code gives it up.
      for (let attempt = 0; attempt < 20; attempt++) {
        const code = newShootCode();
        const existing = await manager.findOneBy(LiveShootEntity, { code });
        if (existing && this.isLive(existing)) continue;
        if (existing) await manager.delete(LiveShootEntity, { code });
        const shoot: LiveShootEntity = {
          code,
          title: request.title ?? `${request.creatorName}'s shoot`,
          creatorName: request.creatorName,
          createdAt: now,
          lastActivityAt: now,
          revision: 0,
        };
        await manager.insert(LiveShootEntity, shoot);
        return shootView(shoot, [], this.config.shootTtlMs);
      }
      throw new Error('No free shoot code after 20 attempts');
    });
  }

  /** The shoot, or null when there is none with this code or it has expired. */
  async find(code: string): Promise<LiveShoot | null> {
    const shoot = await this.dataSource.getRepository(LiveShootEntity).findOneBy({ code });
    if (!shoot || !this.isLive(shoot)) return null;
    const rows = await this.dataSource.getRepository(ParticipantEntity).findBy({ shootCode: code });
    return shootView(shoot, rows, this.config.shootTtlMs);
  }

  async join(
    code: string,
    request: JoinShootDto,
    token: string | undefined,
  ): Promise<{ shoot: LiveShoot; participantToken: string; participantId: string }> {
    const round = roundByName(request.roundName);
    const { shoot, result } = await this.mutate(code, async (manager, rows) => {
      const now = this.nowIso();
      const existing = rows.find((row) => row.archerKey === nameKey(request.archerName));
      if (existing) {
        // Joining again with the archer's own token (a reload, another tab) is a rejoin, not a new archer.
        if (token === undefined || !tokenMatches(token, existing.tokenHash)) {
          throw conflict(LIVE_SHOOT_ERRORS.nameTaken(existing.archerName));
        }
        if (existing.arrowsShot === 0 && !existing.finished) {
          const changes = {
            roundName: round.name,
            bowType: request.bowType,
            gender: request.gender ?? existing.gender,
            ageGroup: request.ageGroup ?? existing.ageGroup,
            updatedAt: now,
          };
          await manager.update(ParticipantEntity, { id: existing.id }, changes);
          Object.assign(existing, changes);
        }
        return { rows, notifications: [], result: { participantToken: token, participantId: existing.id } };
      }
      if (rows.length >= this.config.maxParticipantsPerShoot) {
        throw conflict(LIVE_SHOOT_ERRORS.shootFull(rows.length));
      }
      const participantToken = newParticipantToken();
      const row: ParticipantEntity = {
        id: newParticipantId(),
        shootCode: code,
        archerName: request.archerName,
        archerKey: nameKey(request.archerName),
        roundName: round.name,
        bowType: request.bowType,
        gender: request.gender ?? null,
        ageGroup: request.ageGroup ?? null,
        totalScore: 0,
        arrowsShot: 0,
        currentClassification: null,
        scores: '[]',
        finished: false,
        tokenHash: tokenHash(participantToken),
        joinedAt: now,
        updatedAt: now,
      };
      try {
        await manager.insert(ParticipantEntity, row);
      } catch (error) {
        // Only reachable on PostgreSQL, where two joins under one name can race past the check above.
        if (isUniqueViolation(error)) {
          throw conflict(LIVE_SHOOT_ERRORS.nameTaken(row.archerName));
        }
        throw error;
      }
      const joined: NotificationData = {
        type: 'joined_shoot',
        archerName: row.archerName,
        roundName: row.roundName,
        bowType: row.bowType,
        message: `${row.archerName} joined the shoot (${row.roundName}, ${row.bowType})`,
      };
      return {
        rows: [...rows, row],
        notifications: [joined],
        result: { participantToken, participantId: row.id },
      };
    });
    return { shoot, ...result };
  }

  /** PUT score (finishing = false) and PUT finish (finishing = true). */
  async recordScore(
    code: string,
    request: ScoreUpdateDto,
    token: string | undefined,
    finishing: boolean,
  ): Promise<LiveShoot> {
    const round = roundByName(request.roundName);
    const problems = scoreProblems(round, request);
    if (problems.length > 0) throw new ApiError(400, problems.join('; '), { details: problems });
    const { shoot } = await this.mutate(code, async (manager, rows) => {
      const row = this.archerWithToken(rows, request.archerName, token);
      const scores = JSON.stringify(request.scores);
      if (row.finished) {
        // A finish sent twice (a retry after a lost answer) is fine; any change after finishing is not.
        if (finishing && row.scores === scores && row.roundName === round.name) {
          return { rows, notifications: [], result: undefined };
        }
        throw conflict(LIVE_SHOOT_ERRORS.scoreLocked(row.archerName));
      }
      const changes = {
        roundName: round.name,
        totalScore: request.totalScore,
        arrowsShot: request.arrowsShot,
        scores,
        currentClassification: request.currentClassification ?? null,
        gender: request.gender ?? row.gender,
        ageGroup: request.ageGroup ?? row.ageGroup,
        finished: finishing,
        updatedAt: this.nowIso(),
      };
      await manager.update(ParticipantEntity, { id: row.id }, changes);
      Object.assign(row, changes);
      const retired = finishing && finishKind(round.name, row.arrowsShot) === 'retired';
      const notification: NotificationData = finishing
        ? {
            type: 'archer_finished',
            archerName: row.archerName,
            totalScore: row.totalScore,
            arrowsShot: row.arrowsShot,
            retired,
            message: retired
              ? `${row.archerName} ${retiredWords(row.arrowsShot).toLowerCase()} with ${row.totalScore}`
              : `${row.archerName} finished with ${row.totalScore}`,
          }
        : {
            type: 'score_update',
            archerName: row.archerName,
            totalScore: row.totalScore,
            arrowsShot: row.arrowsShot,
            message: `${row.archerName} has ${row.totalScore} after ${row.arrowsShot} arrows`,
          };
      return { rows, notifications: [notification], result: undefined };
    });
    return shoot;
  }

  async leave(code: string, archerName: string, token: string | undefined): Promise<void> {
    await this.mutate(code, async (manager, rows) => {
      const row = this.archerWithToken(rows, archerName, token);
      await manager.delete(ParticipantEntity, { id: row.id });
      const left: NotificationData = {
        type: 'left_shoot',
        archerName: row.archerName,
        message: `${row.archerName} left the shoot`,
      };
      return { rows: rows.filter((other) => other.id !== row.id), notifications: [left], result: undefined };
    });
  }

  /** Deletes shoots whose last activity is older than the time to live; their archers go with them. */
  async sweepExpired(): Promise<number> {
    const cutoff = this.expiryCutoff();
    const result = await this.writes.transaction((manager) =>
      manager.delete(LiveShootEntity, { lastActivityAt: LessThanOrEqual(cutoff) }),
    );
    return result.affected ?? 0;
  }

  private archerWithToken(
    rows: ParticipantEntity[],
    archerName: string,
    token: string | undefined,
  ): ParticipantEntity {
    if (token === undefined || token === '') {
      throw unauthorized(LIVE_SHOOT_ERRORS.tokenMissing);
    }
    if (!PARTICIPANT_TOKEN_PATTERN.test(token)) throw unauthorized(LIVE_SHOOT_ERRORS.tokenMalformed);
    const row = rows.find((candidate) => candidate.archerKey === nameKey(archerName));
    if (!row) throw notFound(LIVE_SHOOT_ERRORS.notInShoot(archerName));
    if (!tokenMatches(token, row.tokenHash)) {
      throw forbidden(LIVE_SHOOT_ERRORS.tokenNotTheirs(row.archerName));
    }
    return row;
  }

  /**
   * Runs one change to a live shoot in a transaction: loads the shoot (404 when missing or expired) and
   * its archers, applies the change, stamps the activity time, then publishes the new leaderboard with
   * the change's notifications and any position changes.
   */
  private async mutate<T>(
    code: string,
    change: (manager: EntityManager, rows: ParticipantEntity[]) => Promise<Mutation<T>>,
  ): Promise<{ shoot: LiveShoot; result: T }> {
    const { before, after, notifications, result } = await this.writes.transaction(async (manager) => {
      // Counting the revision first takes the shoot's row lock (PostgreSQL), so two changes to one shoot
      // on different processes run one after the other and each reads what the one before committed.
      await manager.increment(LiveShootEntity, { code }, 'revision', 1);
      const shoot = await manager.findOneBy(LiveShootEntity, { code });
      if (!shoot || !this.isLive(shoot)) throw shootNotFound();
      const rows = await manager.findBy(ParticipantEntity, { shootCode: code });
      const beforeView = shootView(shoot, rows, this.config.shootTtlMs);
      const mutation = await change(
        manager,
        rows.map((row) => ({ ...row })),
      );
      shoot.lastActivityAt = this.nowIso();
      await manager.update(LiveShootEntity, { code }, { lastActivityAt: shoot.lastActivityAt });
      return {
        before: beforeView,
        after: shootView(shoot, mutation.rows, this.config.shootTtlMs),
        notifications: mutation.notifications,
        result: mutation.result,
      };
    });
    const moved: NotificationData[] = positionChanges(before, after).map((change) => ({
      type: 'position_change',
      ...change,
      message: `${change.archerName} moved from position ${change.previousPosition} to ${change.position}`,
    }));
    this.events.publish({ shoot: after, notifications: [...notifications, ...moved] });
    return { shoot: after, result };
  }
}
