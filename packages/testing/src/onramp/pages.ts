// The local on-ramp's pages: plain HTML, every value escaped.
import type { LocalOnrampAsset } from './startLocalOnramp.js'

const html = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${html(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button{font:inherit;padding:.6rem 1.2rem}code{word-break:break-all}</style></head>
<body><main><h1>${html(title)}</h1>${body}</main></body></html>`

interface Order {
  address: string
  asset: LocalOnrampAsset
  amount: number
}

export const buyPage = ({ address, asset, amount }: Order, network: string) =>
  page(
    'Local On-Ramp',
    `<p>Buy <strong>${amount} USD</strong> of <strong>${html(asset.symbol)}</strong>
(${html(String(amount / asset.priceUsd))} ${html(asset.symbol)}) on ${html(network)} for
<code data-testid="onramp-address">${html(address)}</code>.</p>
<form method="post" action="/buy">
<input type="hidden" name="address" value="${html(address)}">
<input type="hidden" name="network" value="${html(network)}">
<input type="hidden" name="asset" value="${html(asset.symbol)}">
<input type="hidden" name="amount" value="${amount}">
<button type="submit" data-testid="onramp-pay">Pay ${amount} USD</button>
</form>`,
  )

export const paidPage = ({ address, asset, amount }: Order, hash: string) =>
  page(
    'Payment complete',
    `<p role="status" data-testid="onramp-paid">${html(String(amount / asset.priceUsd))}
${html(asset.symbol)} sent to <code>${html(address)}</code>.</p>
<p>Transaction <code data-testid="onramp-hash">${html(hash)}</code></p>
<p>You can close this window and return to the app.</p>`,
  )

export const refusedPage = (reason: string) =>
  page('Order refused', `<p role="alert" data-testid="onramp-refused">${html(reason)}</p>`)
