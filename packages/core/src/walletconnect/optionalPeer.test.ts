import { describe, expect, it } from 'vitest'
import { isKitError, type KitError } from '../errors/KitError.js'
import { importOptionalPeer, isMissingPackage } from './optionalPeer.js'

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('importOptionalPeer', () => {
  it("rejects with the catalogue's OPTIONAL_PEER_MISSING for a package the app does not have", async () => {
    const name = '@walletconnect/not-installed-anywhere'
    const error = await failure(importOptionalPeer(name, 'WalletConnect', () => import(name)))
    expect(isKitError(error, 'OPTIONAL_PEER_MISSING')).toBe(true)
    expect((error as KitError).shortMessage).toBe(`${name} is not installed`)
    expect((error as KitError).longMessage).toBe(
      `Install ${name} for WalletConnect (npm i ${name}), or turn WalletConnect off.`,
    )
    expect(((error as KitError).cause as { code?: string }).code).toBe('ERR_MODULE_NOT_FOUND')
  })

  it('returns the module of a package the app has', async () => {
    const mitt = await importOptionalPeer('mitt', 'events', () => import('mitt'))
    expect(typeof mitt.default).toBe('function')
  })

  it('passes on any other failure (a missing dependency of the package, an error inside it)', async () => {
    const inner = Object.assign(
      new Error(
        "Cannot find package '@walletconnect/sign-client' imported from /app/node_modules/@walletconnect/universal-provider/dist/index.js",
      ),
      { code: 'ERR_MODULE_NOT_FOUND' },
    )
    const name = '@walletconnect/universal-provider'
    expect(await failure(importOptionalPeer(name, 'x', () => Promise.reject(inner)))).toBe(inner)
    const thrown = new TypeError('boom')
    expect(await failure(importOptionalPeer(name, 'x', () => Promise.reject(thrown)))).toBe(thrown)
  })

  it("recognises a browser's unresolved bare specifier", () => {
    const name = '@walletconnect/universal-provider'
    const browser = new TypeError(
      `Failed to resolve module specifier "${name}". Relative references must start with either "/", "./", or "../".`,
    )
    expect(isMissingPackage(browser, name)).toBe(true)
    expect(isMissingPackage(browser, 'other')).toBe(false)
  })
})
