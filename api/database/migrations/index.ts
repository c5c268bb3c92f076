import type { MigrationInterface } from 'typeorm';

/** Every migration, oldest first. Listed explicitly so the built server needs no file globbing. */
export const migrations: Array<new () => MigrationInterface> = [];
