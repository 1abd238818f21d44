import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where `pnpm --filter @latch/server build` writes the frame's browser bundle. This module
 * sits two folders below the package both as source (`src/frame`) and built (`dist/frame`),
 * so one relative path finds it from either.
 */
const defaultFrameAssetsDir = fileURLToPath(new URL('../../dist/frame-client/', import.meta.url))

/** The bundle's entries: the frame page's script, the social callback's, the approval window's. */
export const frameScriptName = 'frame.js'
export const socialCallbackScriptName = 'social-callback.js'
export const approvalWindowScriptName = 'approval-window.js'

// The bundler's file names: entries and their chunks, never a path.
const assetName = /^[\w-]+\.js$/

export type FrameAssets = {
  /** A script of the bundle by file name; `undefined` when there is none (or none built). */
  script(name: string): Promise<string | undefined>
}

/** Reads the bundle's scripts from `dir`, each once it exists. */
export function createFrameAssets(dir: string = defaultFrameAssetsDir): FrameAssets {
  const cache = new Map<string, string>()
  return {
    async script(name) {
      if (!assetName.test(name)) return undefined
      const cached = cache.get(name)
      if (cached !== undefined) return cached
      const text = await readFile(join(dir, name), 'utf8').catch(() => undefined)
      if (text !== undefined) cache.set(name, text)
      return text
    },
  }
}
