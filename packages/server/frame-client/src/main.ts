import { type AppEventPayload, createFrameChannel } from '@latch/frame-protocol'
import { createApprovals } from './approvalCard.js'
import { createApprovalWindows } from './approvalWindow.js'
import { seesCoveredCards } from './cardVisibility.js'
import { createCodeField } from './codeField.js'
import { createFrameApi } from './frameApi.js'
import { registerFrameHandlers } from './frameHandlers.js'
import { applyFrameTheme } from './frameTheme.js'
import { parentOrigin } from './parentOrigin.js'
import { listenForSocialResults } from './socialResults.js'

// The secure frame's script: learns which page embeds it, has the server check that page's
// origin, answers the app's requests on a channel pinned to that origin, and says it is ready.

/** The protocol version the frame reports in FRAME_READY (SPEC.md §9: secure SDK version 4). */
const frameVersion = '4'

const query = new URLSearchParams(window.location.search)
const origin = parentOrigin(window)
if (origin !== undefined) {
  const projectId = query.get('projectId') ?? ''
  const api = createFrameApi()
  const channel = createFrameChannel({
    side: 'frame',
    target: () => window.parent,
    source: () => window.parent,
    targetOrigin: origin,
  })
  const originCheck = api.post<{ smartAccountEnabledNetworks: number[] }>('/api/origin-check', {
    projectId,
    origin,
  })
  // Each login request reports the failure itself; this only keeps it from going unhandled.
  originCheck.catch(() => undefined)
  let theme: AppEventPayload<'APP_SYNC_THEME'> | undefined
  // Where the browser cannot say whether the page covers the card, the visitor approves in a
  // window of this origin instead (approvalWindow.ts).
  const approvalWindow = seesCoveredCards(window)
    ? undefined
    : createApprovalWindows(window, { theme: () => theme })
  registerFrameHandlers({
    channel,
    api,
    projectId,
    origin,
    chainId: query.get('chainId') ?? 'eip155:1',
    originCheck,
    approvals: createApprovals(document, approvalWindow ? { approvalWindow } : {}),
    applyTheme: (next) => {
      theme = { ...theme, ...next }
      applyFrameTheme(document.documentElement, next)
    },
    socialResults: listenForSocialResults(window),
    codeField: createCodeField(document),
  })
  if (query.get('enableLogger') === 'true') {
    console.info('[latch frame] ready for', origin, 'project', projectId)
  }
  channel.notify('FRAME_READY', { version: frameVersion })
}
