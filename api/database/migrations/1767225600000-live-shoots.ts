import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Live shoots and their participants. Written with the QueryRunner Table API so the same migration
 * produces the right SQL on SQLite and on PostgreSQL.
 */
export class LiveShoots1767225600000 implements MigrationInterface {
  name = 'LiveShoots1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'live_shoot',
        columns: [
          { name: 'code', type: 'varchar', length: '8', isPrimary: true },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'creator_name', type: 'varchar', length: '100' },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'last_activity_at', type: 'varchar', length: '30' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'live_shoot',
      new TableIndex({ name: 'idx_live_shoot_last_activity', columnNames: ['last_activity_at'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'live_shoot_participant',
        columns: [
          { name: 'id', type: 'varchar', length: '32', isPrimary: true },
          { name: 'shoot_code', type: 'varchar', length: '8' },
          { name: 'archer_name', type: 'varchar', length: '100' },
          { name: 'archer_key', type: 'varchar', length: '100' },
          { name: 'round_name', type: 'varchar', length: '100' },
          { name: 'bow_type', type: 'varchar', length: '50' },
          { name: 'gender', type: 'varchar', length: '50', isNullable: true },
          { name: 'age_group', type: 'varchar', length: '50', isNullable: true },
          { name: 'total_score', type: 'integer' },
          { name: 'arrows_shot', type: 'integer' },
          { name: 'current_classification', type: 'varchar', length: '50', isNullable: true },
          { name: 'scores', type: 'text' },
          { name: 'finished', type: 'boolean' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'joined_at', type: 'varchar', length: '30' },
          { name: 'updated_at', type: 'varchar', length: '30' },
        ],
        indices: [
          {
            name: 'idx_participant_shoot_archer',
            columnNames: ['shoot_code', 'archer_key'],
            isUnique: true,
          },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_participant_shoot',
            columnNames: ['shoot_code'],
            referencedTableName: 'live_shoot',
            referencedColumnNames: ['code'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('live_shoot_participant');
    await queryRunner.dropTable('live_shoot');
  }
}
