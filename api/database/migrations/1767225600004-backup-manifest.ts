import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The manifest of each stored backup (docs/completeness.md), beside its counts, so a listing returns it
 * without decompressing the payload. Backups stored before it have none (null).
 */
export class BackupManifest1767225600004 implements MigrationInterface {
  name = 'BackupManifest1767225600004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'backup',
      new TableColumn({ name: 'manifest', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('backup', 'manifest');
  }
}
