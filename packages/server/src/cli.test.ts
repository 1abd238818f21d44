import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { runServerCli } from './cli.js'

test('parameters: --config reads the settings file, whose mistakes stop the start', async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'latch-cli-')), 'latch.json')
  writeFileSync(path, '{\n  "LATCH_RATE_LIMT": "100/60"\n}\n')
  await expect(runServerCli(['--config', path], {})).rejects.toThrow(
    `LATCH_CONFIG_FILE (${path}) line 2: "LATCH_RATE_LIMT" is not a latch-server setting (did you mean LATCH_RATE_LIMIT?)`,
  )
})
