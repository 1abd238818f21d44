import type { ProjectInput } from '../projects/project.js'

/**
 * A project of the tests, named `name`: no remote features and no analytics (which a project
 * otherwise records by default) unless `overrides` turn them on.
 *
 * @example
 * createTestServer({ projects: [testProject('shop', 'Shop', ['https://shop.example'])] })
 */
export function testProject(
  id: string,
  name: string,
  allowedOrigins: string[],
  overrides: Omit<ProjectInput, 'id' | 'name' | 'allowedOrigins'> = {},
): ProjectInput {
  return { id, name, allowedOrigins, features: {}, analyticsEnabled: false, ...overrides }
}
