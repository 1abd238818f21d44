import { createHash } from 'node:crypto'

/** The page served instead of the frame to a site the project does not list. */
export type UnverifiedDomainPage = {
  html: string
  /** Its `content-security-policy`: its one script, and no ancestor but `site`. */
  policy: string
}

/**
 * The site that asked for the frame: the origin its `Referer` names (the app frames the page
 * with `referrerpolicy="origin"`), or `undefined` without one or for any other scheme.
 */
export function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * What the frame's URL answers a site that is not among the project's frame ancestors
 * (SPEC.md §8 "Unverified Domain"). The frame's own page would be blocked by its CSP, which the
 * app cannot tell from a server that is down; this page has no wallet code, no cookie and
 * nothing to click: its one script tells the app, at exactly `site`, FRAME_UNVERIFIED_DOMAIN.
 * Only `site` may frame it.
 *
 * @example
 * unverifiedDomainPage('https://shop.example').policy
 * // "default-src 'none'; script-src 'sha256-…'; base-uri 'none'; form-action 'none'; frame-ancestors https://shop.example"
 */
export function unverifiedDomainPage(site: string): UnverifiedDomainPage {
  // `site` is a URL's origin (scheme, host, port): nothing in it can close the script element.
  const script = `parent.postMessage({type:'FRAME_UNVERIFIED_DOMAIN',payload:{}},${JSON.stringify(site)})`
  const hash = createHash('sha256').update(script).digest('base64')
  return {
    html: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Latch secure frame</title><script>${script}</script></html>`,
    policy: [
      "default-src 'none'",
      `script-src 'sha256-${hash}'`,
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${site}`,
    ].join('; '),
  }
}
