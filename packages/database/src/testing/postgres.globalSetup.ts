import type { TestProject } from 'vitest/node'
import { startLocalPostgres } from './localPostgres.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server of this test run: the tests that must hold on PostgreSQL too use it. */
    postgresUrl: string
  }
}

/** Starts one throwaway PostgreSQL server for the run; test files `inject('postgresUrl')`. */
export async function setup(project: TestProject) {
  const postgres = await startLocalPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
