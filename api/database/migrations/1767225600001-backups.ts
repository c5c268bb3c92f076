import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Backups, with the indexes the listings use (owner, recovery identifier, folded user name). */
export class Backups1767225600001 implements MigrationInterface {
  name = 'Backups1767225600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'backup',
        columns: [
          {
            name: 'seq',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'id', type: 'varchar', length: '32', isUnique: true },
          { name: 'owner_key', type: 'varchar', length: '300' },
          { name: 'device_id', type: 'varchar', length: '150', isNullable: true },
          { name: 'user_id', type: 'varchar', length: '255', isNullable: true },
          { name: 'user_name', type: 'varchar', length: '100' },
          { name: 'user_name_key', type: 'varchar', length: '100' },
          { name: 'backup_identifier', type: 'varchar', length: '64', isNullable: true },
          { name: 'data_timestamp', type: 'varchar', length: '40', isNullable: true },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'history_count', type: 'integer' },
          { name: 'notes_count', type: 'integer' },
          { name: 'sight_marks_count', type: 'integer' },
          { name: 'size_bytes', type: 'integer' },
          { name: 'payload', type: 'text' },
        ],
        indices: [
          { name: 'idx_backup_owner', columnNames: ['owner_key', 'seq'] },
          { name: 'idx_backup_identifier', columnNames: ['backup_identifier'] },
          { name: 'idx_backup_user_name', columnNames: ['user_name_key'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('backup');
  }
}
