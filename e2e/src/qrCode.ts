import jsQRModule from 'jsqr'
import type { Locator } from 'playwright-core'

// jsqr is CommonJS whose types declare an ES default export: under Node's ESM the default
// import is the module's `module.exports`, which is the decoder itself.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default

/** Pixels around the code: a scanner needs a light border (the quiet zone) to find it. */
const margin = 32
const side = 400

/**
 * What a phone's camera would read from the QR code `svg`: the page draws it, as shown, into
 * a canvas on white, and jsQR (a decoder no one here wrote) reads the pixels. `undefined`
 * when no code can be read.
 */
export async function readQrCode(svg: Locator): Promise<string | undefined> {
  const pixels = await svg.evaluate(
    async (element, { margin, side }) => {
      const image = new Image()
      const markup = new XMLSerializer().serializeToString(element)
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = side
      canvas.height = side
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2D canvas')
      context.fillStyle = '#fff'
      context.fillRect(0, 0, side, side)
      context.drawImage(image, margin, margin, side - 2 * margin, side - 2 * margin)
      return Array.from(context.getImageData(0, 0, side, side).data)
    },
    { margin, side },
  )
  return jsQR(Uint8ClampedArray.from(pixels), side, side)?.data
}
