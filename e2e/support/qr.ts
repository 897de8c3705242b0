import jsQR from 'jsqr'
import type { Locator, Page } from 'playwright-core'

/**
 * Screenshots the element and decodes the QR code in the picture with a real reader (jsQR), as a
 * phone's camera would read what the page draws (a logo in the middle included).
 */
export async function decodeQr(page: Page, qr: Locator): Promise<string | undefined> {
  const png = await qr.screenshot({ animations: 'disabled' })
  const image = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    let binary = ''
    for (let i = 0; i < data.length; i += 0x8000) {
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
    }
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) }
  }, png.toString('base64'))
  const pixels = new Uint8ClampedArray(Buffer.from(image.rgba, 'base64'))
  return jsQR(pixels, image.width, image.height)?.data
}
