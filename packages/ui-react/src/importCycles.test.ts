import { join } from 'node:path'
import { importCycles, importGraph } from '@latch/testkit/imports'
import { expect, it } from 'vitest'

const root = import.meta.url

it('behavior: the graph sees static, type-only and lazy imports', () => {
  // Guards the check below against a graph that sees nothing of ui-react's own imports.
  const graph = importGraph(root)
  expect(graph.get('LatchModal.tsx')).toContain('useLatchState.ts')
  expect(graph.get('LatchContext.ts')).toContain('theme.ts')
  expect(graph.get('modalDialogChunk.ts')).toContain(join('modal', 'ModalDialog.tsx'))
})

it('default: no module of ui-react imports itself through others', () => {
  expect(importCycles(root)).toEqual([])
})
