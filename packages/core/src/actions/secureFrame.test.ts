import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { createFakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { authLatch, emailSignedIn } from '../testing/authLatch.js'
import { eventually } from '../testing/eventually.js'
import { focusSecureFrame } from './focusSecureFrame.js'
import { hideSecureFrame } from './hideSecureFrame.js'
import { showSecureFrame } from './showSecureFrame.js'
import { submitEmail } from './submitEmail.js'
import { syncAuthTheme } from './syncAuthTheme.js'

// The actions a UI uses to place the embedded wallet's secure frame and keep it in its theme.

const area = { top: 10, left: 10, width: 300, height: 200 }

describe('the secure frame', () => {
  it('behavior: the theme reaches the frame once it runs', async () => {
    const frame = createFakeSecureFrame()
    const themes: unknown[] = []
    frame.handle('APP_SYNC_THEME', (theme) => {
      themes.push(theme)
      return {}
    })
    const { latch } = authLatch({ frame })
    syncAuthTheme(latch, { themeMode: 'light' })
    expect(frame.iframe()).toBeUndefined()
    await submitEmail(latch, { email: 'ada@example.com' })
    expect(themes).toEqual([{ themeMode: 'light' }])
    syncAuthTheme(latch, { themeMode: 'dark' })
    await eventually(() => expect(themes).toEqual([{ themeMode: 'light' }, { themeMode: 'dark' }]))
    latch.destroy()
  })

  it('behavior: showSecureFrame puts the frame over the area, above the modal; hideSecureFrame hides it again', async () => {
    const { latch, frame } = await emailSignedIn()
    // A copy: the fake frame's attributes are the live ones.
    const hidden = { ...frame.iframe() }
    expect(hidden).toMatchObject({ 'aria-hidden': 'true', tabindex: '-1' })
    expect(hidden.style).toContain('visibility:hidden')
    showSecureFrame(latch, { rect: { top: 120.4, left: 40, width: 360, height: 420 } })
    const shown = frame.iframe()
    expect(shown?.style).toBe(
      'position:fixed;top:120px;left:40px;width:360px;height:420px;border:0;border-radius:16px;z-index:1000;visibility:visible;pointer-events:auto;color-scheme:normal',
    )
    expect(shown).toMatchObject({ 'aria-hidden': 'false', tabindex: '0' })
    showSecureFrame(latch, {
      rect: { top: 0, left: 0, width: Number.NaN, height: -5 },
      zIndex: 51,
    })
    expect(frame.iframe()?.style).toContain('width:0px;height:0px')
    expect(frame.iframe()?.style).toContain('z-index:51')
    hideSecureFrame(latch)
    expect(frame.iframe()).toEqual(hidden)
    latch.destroy()
  })

  it('behavior: before the frame has loaded, show inserts nothing; without auth every call is a no-op', async () => {
    const { latch, frame } = authLatch()
    showSecureFrame(latch, { rect: area })
    focusSecureFrame(latch)
    expect(frame.iframe()).toBeUndefined()
    latch.destroy()

    const without = createLatch({
      networks: [mainnet],
      adapters: [testAdapter()],
      storage: memoryBackend(),
    })
    expect(() => {
      showSecureFrame(without, { rect: area })
      focusSecureFrame(without)
      hideSecureFrame(without)
      syncAuthTheme(without, { themeMode: 'dark' })
    }).not.toThrow()
    without.destroy()
  })

  it('behavior: focusSecureFrame moves the keyboard focus into the frame', async () => {
    const frame = createFakeSecureFrame()
    // The fake frame's element has no focus(); a browser's <iframe> has.
    const focus = vi.fn()
    const { createElement } = frame.window.document
    frame.window.document.createElement = (tagName) =>
      Object.assign(createElement(tagName), { focus })
    const { latch } = authLatch({ frame })
    await submitEmail(latch, { email: 'ada@example.com' })
    showSecureFrame(latch, { rect: area })
    expect(focus).not.toHaveBeenCalled()
    focusSecureFrame(latch)
    expect(focus).toHaveBeenCalledTimes(1)
    latch.destroy()
  })
})
