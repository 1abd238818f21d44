import { createApprovals } from './approvalCard.js'
import { answerInApprovalWindow } from './approvalWindowPage.js'
import { watchWhileFocused } from './cardVisibility.js'
import { applyFrameTheme } from './frameTheme.js'

// The approval window's script (approvalWindowPage.ts): the card in a top-level window of the
// frame's origin, whose Approve works once the window has been shown and focused for the delay.

const status = document.getElementById('status')
answerInApprovalWindow({
  self: window,
  approvals: createApprovals(document, { watchVisibility: watchWhileFocused(window) }),
  showStatus: (text) => {
    if (!status) return
    status.textContent = text
    status.hidden = text === ''
  },
  applyTheme: (theme) => applyFrameTheme(document.documentElement, theme),
})
