import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { readmePath } from './documentationSamples.js'
import { installSectionProblems } from './installSection.js'
import { packagesDirectory } from './paths.js'
import { listPublishablePackages } from './publishablePackages.js'

// What npm shows on each published package's page. Their code samples are typechecked with
// the site's pages (typecheckSamples.test.ts).
const publishable = await listPublishablePackages(packagesDirectory)

describe('the READMEs of the published packages', () => {
  it('default: there are published packages to check', () => {
    expect(publishable.length).toBeGreaterThan(0)
  })

  it.each(publishable)(
    'behavior: $name says first how to install it with npm, pnpm and yarn',
    async (pkg) => {
      const markdown = await readFile(readmePath(pkg.folder), 'utf8')
      expect(installSectionProblems(pkg, markdown)).toEqual([])
    },
  )
})
