import type { TestProject } from 'vitest/node';
import { startTestPocketBase } from '../support/pocketbase';

declare module 'vitest' {
  export interface ProvidedContext {
    pocketbaseUrl: string;
  }
}

/** Starts one real PocketBase for the integration run and stops it (by PID) afterwards. */
export default async function setup(project: TestProject) {
  const server = await startTestPocketBase();
  project.provide('pocketbaseUrl', server.url);
  return () => server.stop();
}
