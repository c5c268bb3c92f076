import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { LiveShootEntity } from './live-shoot.entity.js';

/**
 * One archer in a live shoot: a row of their own, so two archers scoring at the same moment write
 * different rows and never overwrite each other.
 */
@Entity('live_shoot_participant')
@Index('idx_participant_shoot_archer', ['shootCode', 'archerKey'], { unique: true })
export class ParticipantEntity {
  /** Public id (the participant scorecard route uses it); not a secret. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ name: 'shoot_code', type: 'varchar', length: 8 })
  shootCode: string;

  /** Never loaded: declared so the schema says what the migration made (archers go with their shoot). */
  @ManyToOne(() => LiveShootEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'shoot_code',
    referencedColumnName: 'code',
    foreignKeyConstraintName: 'fk_participant_shoot',
  })
  shoot?: LiveShootEntity;

  @Column({ name: 'archer_name', type: 'varchar', length: 100 })
  archerName: string;

  /** Name folded for matching ("Sam " and "sam" are the same archer); unique within a shoot. */
  @Column({ name: 'archer_key', type: 'varchar', length: 100 })
  archerKey: string;

  @Column({ name: 'round_name', type: 'varchar', length: 100 })
  roundName: string;

  @Column({ name: 'bow_type', type: 'varchar', length: 50 })
  bowType: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  gender: string | null;

  @Column({ name: 'age_group', type: 'varchar', length: 50, nullable: true })
  ageGroup: string | null;

  @Column({ name: 'total_score', type: 'integer' })
  totalScore: number;

  @Column({ name: 'arrows_shot', type: 'integer' })
  arrowsShot: number;

  @Column({ name: 'current_classification', type: 'varchar', length: 50, nullable: true })
  currentClassification: string | null;

  /** Arrow values as JSON text ([10, "X", "M", ...]). */
  @Column({ type: 'text' })
  scores: string;

  @Column({ type: 'boolean' })
  finished: boolean;

  /** SHA-256 of the participant token: a leaked database does not hand out the tokens. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'joined_at', type: 'varchar', length: 30 })
  joinedAt: string;

  @Column({ name: 'updated_at', type: 'varchar', length: 30 })
  updatedAt: string;
}
