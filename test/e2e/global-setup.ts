import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/** One real server for the whole browser suite; each test file opens its own fresh browser context. */
export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}
