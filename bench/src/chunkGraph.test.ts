import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import {
  chunksAtIdle,
  chunksBeforeFirstClick,
  chunksUntilFirstWallet,
  chunksUntilWalletConnect,
  entryKey,
  jsGzipBytes,
  type Manifest,
  type ManifestChunk,
  staticClosure,
} from './chunkGraph.js'
import { gzipSize } from './gzipSize.js'

// The shape Vite writes: a lazy modal with a shared chunk, lazy state machines sharing it, a
// lazy feature inside the modal, and a lazy SDK chunk that imports the entry back.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      '../ui-react/dist/modal/ModalDialog.js',
      '../core/dist/client/latchRuntime.js',
      '../adapter-evm/dist/evmReads.js',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_xstate.js': { file: 'assets/xstate.js' },
  '../core/dist/client/latchRuntime.js': {
    file: 'assets/latchRuntime.js',
    src: '../core/dist/client/latchRuntime.js',
    isDynamicEntry: true,
    imports: ['index.html', '_xstate.js'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '../ui-react/dist/modal/ModalDialog.js': {
    file: 'assets/ModalDialog.js',
    src: '../ui-react/dist/modal/ModalDialog.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js', '_xstate.js'],
    dynamicImports: ['../ui-react/dist/modal/SwapView.js'],
  },
  '../ui-react/dist/modal/SwapView.js': {
    file: 'assets/SwapView.js',
    src: '../ui-react/dist/modal/SwapView.js',
    isDynamicEntry: true,
  },
  '../adapter-evm/dist/evmReads.js': {
    file: 'assets/evmReads.js',
    src: '../adapter-evm/dist/evmReads.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js'],
  },
}

describe('entryKey', () => {
  test('default', () => expect(entryKey(manifest)).toBe('index.html'))

  test('behavior: a manifest without exactly one entry is refused', () => {
    expect(() => entryKey({ 'a.js': { file: 'a.js' } })).toThrow(
      'expected one entry chunk, found 0',
    )
  })
})

describe('staticClosure', () => {
  test('behavior: follows static imports, through cycles, and not dynamic ones', () => {
    expect(staticClosure(manifest, ['../adapter-evm/dist/evmReads.js'])).toEqual(
      new Set(['../adapter-evm/dist/evmReads.js', 'index.html', '_react.js', '_shared.js']),
    )
  })

  test('behavior: an unknown key is an error, not an empty chunk', () => {
    expect(() => staticClosure(manifest, ['missing.js'])).toThrow('no chunk missing.js')
  })
})

describe('chunksBeforeFirstClick', () => {
  test('default', () => {
    expect(chunksBeforeFirstClick(manifest)).toEqual(new Set(['index.html', '_react.js']))
  })
})

describe('chunksAtIdle', () => {
  test('default: the page and the modal shell with its static imports, not the machines', () => {
    expect(chunksAtIdle(manifest)).toEqual(
      new Set([
        'index.html',
        '_react.js',
        '../ui-react/dist/modal/ModalDialog.js',
        '_shared.js',
        '_xstate.js',
      ]),
    )
  })
})

describe('chunksUntilFirstWallet', () => {
  test('default', () => {
    expect(chunksUntilFirstWallet(manifest)).toEqual(
      new Set([
        'index.html',
        '_react.js',
        '../ui-react/dist/modal/ModalDialog.js',
        '_shared.js',
        '_xstate.js',
        '../core/dist/client/latchRuntime.js',
      ]),
    )
  })

  test("behavior: the adapters' lazy discovery counts, not their wallet code", () => {
    const withDiscovery: Manifest = {
      ...manifest,
      'index.html': {
        ...(manifest['index.html'] as ManifestChunk),
        dynamicImports: [
          ...(manifest['index.html']?.dynamicImports ?? []),
          '../../packages/adapter-evm/dist/discovery.js',
          '../../packages/adapter-evm/dist/evmWallet.js',
        ],
      },
      '../../packages/adapter-evm/dist/discovery.js': {
        file: 'assets/discovery.js',
        src: '../../packages/adapter-evm/dist/discovery.js',
        isDynamicEntry: true,
      },
      '../../packages/adapter-evm/dist/evmWallet.js': {
        file: 'assets/evmWallet.js',
        src: '../../packages/adapter-evm/dist/evmWallet.js',
        isDynamicEntry: true,
      },
    }
    const opened = chunksUntilFirstWallet(withDiscovery)
    expect(opened.has('../../packages/adapter-evm/dist/discovery.js')).toBe(true)
    expect(opened.has('../../packages/adapter-evm/dist/evmWallet.js')).toBe(false)
  })

  test("behavior: a Wallet Standard adapter's discovery counts with what it imports", () => {
    // What Vite makes of adapter-solana's `loadDiscovery`: a lazy chunk that imports core's
    // registry statically, in a chunk it shares with the wallet code.
    const withDiscovery: Manifest = {
      ...manifest,
      'index.html': {
        ...(manifest['index.html'] as ManifestChunk),
        dynamicImports: [
          ...(manifest['index.html']?.dynamicImports ?? []),
          '../../packages/adapter-solana/dist/discovery.js',
          '../../packages/adapter-solana/dist/solanaWallet.js',
        ],
      },
      '../../packages/adapter-solana/dist/discovery.js': {
        file: 'assets/discovery.js',
        src: '../../packages/adapter-solana/dist/discovery.js',
        isDynamicEntry: true,
        imports: ['index.html', '_registry.js'],
      },
      '_registry.js': { file: 'assets/registry.js' },
      '../../packages/adapter-solana/dist/solanaWallet.js': {
        file: 'assets/solanaWallet.js',
        src: '../../packages/adapter-solana/dist/solanaWallet.js',
        isDynamicEntry: true,
        imports: ['index.html', '_registry.js'],
      },
    }
    const opened = chunksUntilFirstWallet(withDiscovery)
    expect(opened.has('../../packages/adapter-solana/dist/discovery.js')).toBe(true)
    expect(opened.has('_registry.js')).toBe(true)
    expect(opened.has('../../packages/adapter-solana/dist/solanaWallet.js')).toBe(false)
    expect(chunksAtIdle(withDiscovery).has('_registry.js')).toBe(false)
    // A page whose adapters all find their wallets on demand has them found at idle.
    const idle = chunksAtIdle(withDiscovery, { discovery: true })
    expect(idle.has('../../packages/adapter-solana/dist/discovery.js')).toBe(true)
    expect(idle.has('_registry.js')).toBe(true)
    expect(idle.has('../../packages/adapter-solana/dist/solanaWallet.js')).toBe(false)
    expect(idle.has('../core/dist/client/latchRuntime.js')).toBe(false)
  })

  test('behavior: a page whose state-machine chunk cannot be found is an error', () => {
    const entry = {
      ...manifest['index.html'],
      dynamicImports: ['../ui-react/dist/modal/ModalDialog.js'],
    } as Manifest[string]
    expect(() => chunksUntilFirstWallet({ ...manifest, 'index.html': entry })).toThrow(
      'expected one lazy chunk from core/dist/client/latchRuntime.js, found 0',
    )
  })

  test('behavior: a page whose modal chunk cannot be found is an error', () => {
    const { '../ui-react/dist/modal/ModalDialog.js': _modal, ...withoutModal } = manifest
    const entry = { ...manifest['index.html'], dynamicImports: [] } as Manifest[string]
    expect(() => chunksUntilFirstWallet({ ...withoutModal, 'index.html': entry })).toThrow(
      'expected one lazy chunk from ui-react/dist/modal/ModalDialog.js, found 0',
    )
  })
})

describe('jsGzipBytes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'latch-bench-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('behavior: adds the gzip sizes of the chunks named', () => {
    const files = { 'index.js': 'a'.repeat(5000), 'react.js': 'const x = 1;'.repeat(300) }
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body)
    const small: Manifest = {
      'index.html': { file: 'index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'react.js' },
    }
    const expected =
      gzipSize(Buffer.from(files['index.js'])) + gzipSize(Buffer.from(files['react.js']))
    expect(jsGzipBytes(dir, small, ['index.html', '_react.js'])).toBe(expected)
    expect(jsGzipBytes(dir, small, ['index.html'])).toBeLessThan(expected)
  })
})

describe('chunksUntilWalletConnect', () => {
  // The page's entry imports sign-client's wrapper lazily; sign-client shares the SDK chunk.
  const withWalletConnect: Manifest = {
    ...manifest,
    'index.html': {
      ...(manifest['index.html'] as ManifestChunk),
      dynamicImports: [
        ...(manifest['index.html']?.dynamicImports ?? []),
        '../walletconnect/dist/signClientSession.js',
      ],
    },
    '_signClient.js': { file: 'assets/signClient.js', imports: ['_shared.js'] },
    '../walletconnect/dist/signClientSession.js': {
      file: 'assets/signClientSession.js',
      src: '../walletconnect/dist/signClientSession.js',
      isDynamicEntry: true,
      imports: ['index.html', '_signClient.js'],
    },
  }

  test("default: the first wallet's chunks, then WalletConnect's and its static imports", () => {
    const untilWallet = chunksUntilFirstWallet(withWalletConnect)
    const untilQr = chunksUntilWalletConnect(withWalletConnect)
    expect([...untilQr].filter((key) => !untilWallet.has(key)).sort()).toEqual([
      '../walletconnect/dist/signClientSession.js',
      '_signClient.js',
    ])
    expect(untilWallet.has('_signClient.js')).toBe(false)
  })

  test('behavior: a page without a lazy WalletConnect chunk is an error, not zero bytes', () => {
    expect(() => chunksUntilWalletConnect(manifest)).toThrow(
      'expected one lazy chunk from walletconnect/dist/signClientSession.js, found 0',
    )
  })
})
