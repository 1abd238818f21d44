import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { findFontFiles, findRemoteReferences } from './remoteReferences.js'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'latch-bench-assets-'))
  mkdirSync(join(dir, 'assets'))
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
}

describe('findRemoteReferences', () => {
  test('default', () => {
    write({
      'index.html':
        '<link rel="icon" href="data:,"><script type="module" src="/assets/index.js"></script>',
      'assets/index.js': [
        '/*! licence: https://github.com/facebook/react */',
        'throw Error("see https://react.dev/errors/"+e)',
        'const rpc={http:["https://eth.example.org"]};fetch(config.url)',
        'const svg="http://www.w3.org/2000/svg";import("./ModalDialog.js")',
        'fetch("http://127.0.0.1:8787/config");new WebSocket("ws://localhost:8545")',
      ].join('\n'),
      'assets/index.css': '.a{background:url(data:image/svg+xml,%3Csvg%3E)}.b{src:url(./f.png)}',
    })
    expect(findRemoteReferences(dir)).toEqual([])
  })

  test('behavior: finds scripts, styles, fonts, images and fetches from remote hosts', () => {
    write({
      'index.html': [
        '<script src="https://cdn.example.com/lib.js"></script>',
        "<link rel=stylesheet href='//styles.example.com/a.css'>",
      ].join(''),
      'assets/index.css': [
        "@import 'https://css.example.com/more.css';",
        '@font-face{src:url("https://fonts.example.com/a.woff2")}',
      ].join(''),
      'assets/index.js': [
        'fetch(`https://api.example.com/v1`)',
        'import("https://esm.example.com/x.js")',
        'new WebSocket("wss://relay.example.com")',
        'jsx("img",{src:"https://icons.example.com/w.png"})',
        'link.href="https://fonts.googleapis.com/css2?family=Inter"',
      ].join(';'),
    })
    expect(findRemoteReferences(dir)).toEqual(
      expect.arrayContaining([
        { file: 'index.html', url: 'https://cdn.example.com/lib.js' },
        { file: 'index.html', url: '//styles.example.com/a.css' },
        { file: join('assets', 'index.css'), url: 'https://css.example.com/more.css' },
        { file: join('assets', 'index.css'), url: 'https://fonts.example.com/a.woff2' },
        { file: join('assets', 'index.js'), url: 'https://api.example.com/v1' },
        { file: join('assets', 'index.js'), url: 'https://esm.example.com/x.js' },
        { file: join('assets', 'index.js'), url: 'wss://relay.example.com' },
        { file: join('assets', 'index.js'), url: 'https://icons.example.com/w.png' },
        { file: join('assets', 'index.js'), url: 'fonts.googleapis.com' },
      ]),
    )
    expect(findRemoteReferences(dir)).toHaveLength(9)
  })
})

describe('findFontFiles', () => {
  test('default', () => {
    write({ 'assets/index.js': '', 'assets/logo.svg': '<svg/>' })
    expect(findFontFiles(dir)).toEqual([])
  })

  test('behavior: lists emitted font files', () => {
    write({ 'assets/inter.woff2': '', 'assets/mono.ttf': '' })
    expect(findFontFiles(dir).sort()).toEqual([
      join('assets', 'inter.woff2'),
      join('assets', 'mono.ttf'),
    ])
  })
})
