import { frameScriptName } from './frameAssets.js'
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
