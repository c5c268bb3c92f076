import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A live shoot. Times are ISO-8601 strings: portable between SQLite and PostgreSQL, and sortable. */
@Entity('live_shoot')
// The expiry sweep deletes by last activity.
@Index('idx_live_shoot_last_activity', ['lastActivityAt'])
export class LiveShootEntity {
  @PrimaryColumn({ type: 'varchar', length: 8 })
  code: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ name: 'creator_name', type: 'varchar', length: 100 })
  creatorName: string;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt: string;

  @Column({ name: 'last_activity_at', type: 'varchar', length: 30 })
  lastActivityAt: string;

  /** Counted up by every committed change, so a newer leaderboard is told from an older one. */
  @Column({ type: 'integer', default: 0 })
  revision: number;
}
