import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Server sessions: a signed-in device holds a random value in a cookie and the server keeps only its
 * hash, with the account it stands for and when it expires, so sign-in survives a restart.
 */
export class AccountSessions1767225600003 implements MigrationInterface {
  name = 'AccountSessions1767225600003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'account_session',
        columns: [
          { name: 'token_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '255' },
          { name: 'email', type: 'varchar', length: '320', isNullable: true },
          { name: 'email_verified', type: 'integer' },
          { name: 'name', type: 'varchar', length: '255', isNullable: true },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'last_used_at', type: 'varchar', length: '30' },
          { name: 'expires_at', type: 'varchar', length: '30' },
        ],
        indices: [
          { name: 'idx_account_session_user', columnNames: ['user_id'] },
          { name: 'idx_account_session_expires', columnNames: ['expires_at'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('account_session');
  }
}
