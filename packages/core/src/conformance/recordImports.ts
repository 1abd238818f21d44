import { beforeEach, vi } from 'vitest'

/**
 * Mocks one module with a factory, called from the test file: `vi.doMock` resolves a relative
 * path against its caller, so only the adapter's own test can name `./discovery.js`.
 */
export type MockModule = (
  module: string,
  factory: (importOriginal: () => Promise<unknown>) => Promise<unknown>,
) => void

export type ImportRecorder<Module extends string> = {
  /** The modules imported since the test began or `clear()`, once each. */
  modules(): Set<Module>
  /** How many times `module` was imported since the test began or `clear()`. */
  count(module: Module): number
  /** Forgets what was imported: what a later step brings is then alone on the record. */
  clear(): void
}

/**
 * Records which of `modules` a test imports, for tests of what a package loads lazily (what
 * a page carries before a wallet is used). Before each test the module registry is reset, so
 * the test imports the package afresh, and each module is mocked with its own code, recorded
 * as it is imported.
 *
 * @example
 * const imports = recordImports(['@solana/kit', './solanaWallet.js'], (module, factory) =>
 *   vi.doMock(module, factory),
 * )
 * it('loads nothing heavy', async () => {
 *   const { solanaAdapter } = await import('./index.js')
 *   solanaAdapter().getConnectors()
 *   expect(imports.modules()).toEqual(new Set())
 * })
 */
export function recordImports<const Module extends string>(
  modules: readonly Module[],
  mock: MockModule,
): ImportRecorder<Module> {
  const imported = vi.fn<(module: Module) => void>()
  beforeEach(() => {
    imported.mockClear()
    vi.resetModules()
    for (const module of modules) {
      mock(module, async (importOriginal) => {
        imported(module)
        return importOriginal()
      })
    }
  })
  return {
    modules: () => new Set(imported.mock.calls.map(([module]) => module)),
    count: (module) => imported.mock.calls.filter(([called]) => called === module).length,
    clear: () => imported.mockClear(),
  }
}
