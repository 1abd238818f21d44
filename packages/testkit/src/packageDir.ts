import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The testkit's package folder. Sources (`src/`) and the build (`dist/`) sit at the same
 * depth, so the contract and the hardhat config are found from either.
 */
export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
