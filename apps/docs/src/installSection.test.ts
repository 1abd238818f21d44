import { describe, expect, it } from 'vitest'
import { installSectionProblems, readInstallCommands } from './installSection.js'

const ui = { name: '@latch/ui-react', requiredPeers: ['react', 'react-dom'] }

const readme = (...install: string[]) =>
  ['# @latch/ui-react', '', 'What it is.', '', '## Install', '', ...install, '', '## Usage'].join(
    '\n',
  )

const shell = (...lines: string[]) => ['```sh', ...lines, '```']

describe('readInstallCommands', () => {
  it('default: the npm, pnpm and yarn lines of the Install section, names without versions', () => {
    const markdown = readme(
      ...shell(
        'npm install @latch/ui-react@1.2.0 react@19 --save',
        '$ pnpm add @latch/ui-react react-dom # a comment',
        'npm i @latch/core',
        'yarn add -E @latch/ui-react',
      ),
    )
    expect(readInstallCommands(markdown)).toEqual([
      { client: 'npm', packages: ['@latch/ui-react', 'react'] },
      { client: 'pnpm', packages: ['@latch/ui-react', 'react-dom'] },
      { client: 'npm', packages: ['@latch/core'] },
      { client: 'yarn', packages: ['@latch/ui-react'] },
    ])
  })

  it('behavior: commands outside the Install section, outside a shell block or of other verbs are not read', () => {
    const markdown = [
      '## Usage',
      ...shell('npm install elsewhere'),
      '## Install',
      'npm install @latch/in-prose',
      ...shell('pnpm install', 'yarn remove @latch/ui-react', 'npm run build'),
      '```ts',
      '## not a heading, and npm install @latch/in-code',
      '```',
      '## Next',
      ...shell('yarn add @latch/later'),
    ].join('\n')
    expect(readInstallCommands(markdown)).toEqual([])
  })

  it('behavior: a README without an Install section has none', () => {
    expect(readInstallCommands('# @latch/core\n\n## Usage\n')).toBeUndefined()
  })
})

describe('installSectionProblems', () => {
  it('default: the three commands installing the package and its peers are right', () => {
    const markdown = readme(
      ...shell(
        'npm install @latch/ui-react @latch/core react react-dom',
        'pnpm add @latch/ui-react @latch/core react react-dom',
        'yarn add react react-dom @latch/core @latch/ui-react',
      ),
    )
    expect(installSectionProblems(ui, markdown)).toEqual([])
  })

  it('behavior: a missing section is the one problem', () => {
    expect(installSectionProblems(ui, '# @latch/ui-react\n\n## Usage\n')).toEqual([
      'no "## Install" section',
    ])
  })

  it('behavior: a missing client, the package or a peer left out, and different lists are each named', () => {
    const markdown = readme(
      ...shell('npm install @latch/ui-react react react-dom', 'pnpm add @latch/core react'),
    )
    expect(installSectionProblems(ui, markdown)).toEqual([
      'the pnpm command does not install @latch/ui-react',
      'the pnpm command does not install react-dom',
      'no "yarn add" command',
      'the commands install different packages (npm: @latch/ui-react react react-dom; pnpm: @latch/core react)',
    ])
  })

  it('behavior: an Install section after another section is not at the top', () => {
    const markdown = [
      '# @latch/core',
      '## Usage',
      '## Install',
      ...shell('npm install @latch/core', 'pnpm add @latch/core', 'yarn add @latch/core'),
    ].join('\n')
    expect(installSectionProblems({ name: '@latch/core', requiredPeers: [] }, markdown)).toEqual([
      '"## Install" is not the first section: "## Usage" comes before it',
    ])
  })
})
