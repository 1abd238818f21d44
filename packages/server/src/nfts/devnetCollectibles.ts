import { escapeHtml } from '../frame/escapeHtml.js'

/**
 * The testkit's local chains, where `@latch/testkit` deploys the Latch Collectibles (LCOL) with
 * `tokenURI(id)` = `http://127.0.0.1:8787/devnet/collectibles/{chainId}/{id}` by default: the
 * server describes those tokens when one of these chains is configured.
 */
export const devnetCollectibleChainIds: readonly number[] = Object.freeze([31337, 31338])

/** The highest token id described (the testkit mints 12; the owner may mint more). */
export const devnetCollectibleMaxId = 1_000_000

/** ERC-721 metadata (EIP-721's JSON schema, with OpenSea's `attributes`). */
export type NftMetadata = {
  name: string
  description: string
  image: string
  attributes: { trait_type: string; value: string | number }[]
}

const shapes = ['Circle', 'Square', 'Triangle', 'Diamond'] as const
const colours = [
  'Red',
  'Orange',
  'Yellow',
  'Lime',
  'Green',
  'Teal',
  'Cyan',
  'Azure',
  'Blue',
  'Violet',
  'Magenta',
  'Rose',
] as const

/**
 * What token `tokenId` looks like: a colour (12, stepped so that neighbours differ) and a shape
 * (4, turning with the id and once more every 12 ids), so the first 48 all differ.
 */
function lookOf(tokenId: number) {
  const n = tokenId - 1
  const colourIndex = (n * 5) % colours.length
  return {
    hue: colourIndex * 30,
    colour: colours[colourIndex] as string,
    shape: shapes[(n + Math.floor(n / colours.length)) % shapes.length] as string,
  }
}

/** Where the image of a token is served, under `base` (the server's URL). */
function devnetCollectibleImagePath(chainId: number, tokenId: number): string {
  return `/devnet/collectibles/${chainId}/${tokenId}/image.svg`
}

/**
 * The metadata of token `tokenId` of the collection on local chain `chainId`, its image on
 * `base` (this server).
 *
 * @example
 * devnetCollectibleMetadata(31337, 1, 'http://127.0.0.1:8787').name // 'Latch Collectible #1'
 */
export function devnetCollectibleMetadata(
  chainId: number,
  tokenId: number,
  base: string,
): NftMetadata {
  const look = lookOf(tokenId)
  return {
    name: `Latch Collectible #${tokenId}`,
    description: `Token ${tokenId} of the Latch Collectibles (LCOL), the test collection @latch/testkit deploys on its local chain ${chainId}. It is worth nothing.`,
    image: `${base}${devnetCollectibleImagePath(chainId, tokenId)}`,
    attributes: [
      { trait_type: 'Colour', value: look.colour },
      { trait_type: 'Shape', value: look.shape },
      { trait_type: 'Chain', value: chainId },
    ],
  }
}

/** The drawing of token `tokenId`: its shape in its colour, and its number. */
export function devnetCollectibleSvg(tokenId: number): string {
  const { hue, shape } = lookOf(tokenId)
  const fill = `hsl(${hue} 70% 55%)`
  const figure = {
    Circle: `<circle cx="128" cy="112" r="64" fill="${fill}"/>`,
    Square: `<rect x="64" y="48" width="128" height="128" rx="12" fill="${fill}"/>`,
    Triangle: `<path d="M128 40 200 176H56Z" fill="${fill}"/>`,
    Diamond: `<path d="M128 40 200 112 128 184 56 112Z" fill="${fill}"/>`,
  }[shape]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeHtml(`Latch Collectible #${tokenId}`)}">
<rect width="256" height="256" fill="hsl(${hue} 40% 14%)"/>${figure}
<text x="128" y="230" font-family="system-ui,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">#${tokenId}</text>
</svg>`
}
