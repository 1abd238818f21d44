import type { Context } from 'hono'
import { approvalWindowScriptName, frameScriptName } from './frameAssets.js'
import { frameStylesName } from './frameStyles.js'

/** Where the frame's scripts are served. */
export const frameAssetsPath = '/frame-client'

/** The path the frame page loads its script from. */
const frameScriptPath = `${frameAssetsPath}/${frameScriptName}`

/** The path of the frame page's stylesheet (the approval card). */
export const frameStylesPath = `${frameAssetsPath}/${frameStylesName}`

/**
 * The frame page's Content-Security-Policy: its own script, stylesheet and API only, no plugins, no
 * forms, no base rewriting; embeddable only by `frameAncestors`.
 */
export function framePagePolicy(frameAncestors: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    frameAncestors,
  ].join('; ')
}

/**
 * The secure frame's page: no content of its own but the approval cards its script shows (the
 * app shows every other view), and the script that answers the app over `postMessage`.
 */
export const framePageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Latch secure frame</title>
<link rel="stylesheet" href="${frameStylesPath}">
<script type="module" src="${frameScriptPath}"></script>
</head>
<body></body>
</html>
`

/**
 * Where the approval window opens (frame-client's approvalWindow.ts): in browsers without
 * IntersectionObserver v2 the visitor approves there, out of the embedding page's reach.
 */
export const approvalWindowPath = '/approval'

/**
 * The approval window's page: the card's stylesheet and the script that asks the frame which
 * opened it for the request. Never framed (`frame-ancestors 'none'`, and `X-Frame-Options` for
 * browsers that predate it): a page that framed it could cover it again. It calls no API.
 */
export function approvalWindowPage(c: Context): Response {
  c.header(
    'content-security-policy',
    [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  )
  c.header('x-frame-options', 'DENY')
  c.header('cache-control', 'no-store')
  return c.html(approvalWindowHtml)
}

const approvalWindowHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Approve a request – Latch secure frame</title>
<link rel="stylesheet" href="${frameStylesPath}">
<script type="module" src="${frameAssetsPath}/${approvalWindowScriptName}"></script>
</head>
<body><p id="status" class="window-status" role="status">Loading the request…</p></body>
</html>
`
