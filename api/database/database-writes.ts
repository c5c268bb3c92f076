import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Every write goes through here. TypeORM's SQLite driver shares one connection between all requests,
 * so two transactions at once would interleave on it (and a rollback could take another request's
 * acknowledged write with it). On SQLite the transactions therefore run one after another; each is a
 * few milliseconds. PostgreSQL has a pool and real isolation, so there they run side by side.
 */
@Injectable()
export class DatabaseWrites implements OnModuleInit {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    if (this.dataSource.options.type !== 'sqlite') return;
    // In WAL mode NORMAL syncs at checkpoints rather than on every commit: a killed process still loses
    // nothing it committed (the crash-safety test checks this); only a power cut can take the last few.
    await this.dataSource.query('PRAGMA synchronous = NORMAL');
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type !== 'sqlite') return this.dataSource.transaction(work);
    const run = this.tail.then(() => this.dataSource.transaction(work));
    this.tail = run.catch(() => undefined);
    return run;
  }
}
