import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A revision per live shoot, counted up by every committed change. With several server processes a
 * change reaches another process through Redis in arrival order, not commit order; the revision lets each
 * process send a spectator only a leaderboard newer than the one it already sent.
 */
export class ShootRevision1767225600002 implements MigrationInterface {
  name = 'ShootRevision1767225600002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'live_shoot',
      new TableColumn({ name: 'revision', type: 'integer', isNullable: false, default: 0 }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('live_shoot', 'revision');
  }
}
