// Size budgets (issue 7): each public entry point and chunk, built the way a host builds it
// (esbuild, the peers harness's settings, the packages' dist, React external), must stay within
// its gzip budget in bench/size-budget.json. Sizes only: timings are not deterministic.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as esbuild from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  BUDGET_FILE,
  budgetFor,
  FIRST_PAINT_CAP,
  FIRST_WALLET_CAP,
  overBudget,
} from './scripts/budgets.mjs'
import { firstPaintFiles, measureSizes, missingDists } from './scripts/sizes.mjs'

const { budgets } = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as {
  budgets: Record<string, number>
}
type Row = { key: string; gzip: number; files: string[] }
type Outputs = Record<string, { inputs: Record<string, unknown>; imports: { path: string }[] }>

/** The chain SDKs a page must not download before its first connect (issue 7). */
const CHAIN_SDKS = /node_modules\/(viem|@wagmi\/core|ethers5?|ox|@noble\/[^/]+|@adraffy\/[^/]+)\//
const packagesIn = (outputs: Outputs, files: Iterable<string>) => {
  const found = new Set<string>()
  for (const file of files)
    for (const input of Object.keys(outputs[file]?.inputs ?? {})) {
      const match = CHAIN_SDKS.exec(input)
      if (match) found.add(match[1] as string)
    }
  return [...found].sort()
}

describe('size budgets (gzip, bench/size-budget.json)', () => {
  let rows: Row[] = []
  let outputs: Outputs = {}
  /** Each output file's code, by its path as the rows name it. */
  let code = new Map<string, string>()

  beforeAll(async () => {
    const missing = missingDists()
    if (missing.length)
      throw new Error(`build the packages first (npm run build): no dist for ${missing.join(', ')}`)
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-sizes-'))
    const measured = await measureSizes(esbuild, outdir)
    code = new Map(
      measured.result.outputFiles.map((file: { path: string; text: string }) => [
        path.relative(outdir, file.path).split(path.sep).join('/'),
        file.text,
      ]),
    )
    for (const [file, text] of measured.appCode) code.set(file, text)
    rows = measured.rows
    outputs = measured.analysis.outputs
  }, 240_000)

  it('budgets every public entry: button, modal, each view, each adapter, both apps', () => {
    const keys = Object.keys(budgets)
    for (const key of ['button', 'modal', 'view:Connect', 'view:AllWallets'])
      expect(keys).toContain(key)
    for (const adapter of ['wagmi', 'ethers', 'ethers5', 'solana', 'bitcoin', 'polkadot', 'ton'])
      expect(keys).toContain(`adapter:${adapter}`)
    for (const key of ['kernel', 'app:wagmi:before-button', 'app:ethers:before-button'])
      expect(keys).toContain(key)
    for (const adapter of ['wagmi', 'ethers', 'ethers5', 'solana', 'bitcoin', 'polkadot', 'ton'])
      expect(keys).toContain(`descriptor:${adapter}`)
    expect(keys).toContain('app:wagmi:before-modal')
    expect(keys).toContain('app:ethers:before-modal')
    // Every view the modal can import has a budget.
    for (const row of rows.filter((r) => r.key.startsWith('view:'))) expect(keys).toContain(row.key)
  })

  it.each(Object.entries(budgets))('%s stays within %i B gzip', (key, limit) => {
    const row = rows.find((r) => r.key === key)
    expect(row, `${key} was not measured`).toBeDefined()
    expect(row!.gzip, `${key}: ${row!.gzip} B gzip`).toBeLessThanOrEqual(limit)
  })

  it.each(['wagmi', 'ethers'])(
    'the %s app downloads no chain SDK before the first connect (it loads on first use)',
    (app) => {
      const before = rows.find((r) => r.key === `app:${app}:before-modal`)!
      expect(packagesIn(outputs, before.files)).toEqual([])
      // The check can fail: every chunk of the build (the lazily loaded ones too) has the SDK.
      expect(packagesIn(outputs, Object.keys(outputs))).toContain(
        app === 'wagmi' ? 'viem' : 'ethers',
      )
    },
  )

  it("the first paint loads the kit shell only: no kernel, no immer, no error catalogue, no adapter's code", () => {
    // The kernel (core's createKit and every controller), the store library, the catalogue's
    // texts, and the adapters' classes load after the first paint.
    const KERNEL = /core\/dist\/(createKit\.js|index\.js)$|node_modules\/immer\//
    const CATALOGUE_TEXT = 'Please enter a valid amount and receiver address' // a catalogue text
    const ADAPTER_CLASS = /adapter-[a-z0-9]+\/dist\/[A-Z][A-Za-z0-9]*Adapter-[A-Z0-9]+\.js$/
    const inputsOf = (files: Iterable<string>) =>
      [...files].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))
    for (const key of ['button', 'app:wagmi:before-button', 'app:ethers:before-button']) {
      const row = rows.find((r) => r.key === key)!
      const inputs = inputsOf(row.files)
      expect(inputs.filter((input) => KERNEL.test(input) || ADAPTER_CLASS.test(input))).toEqual([])
      expect(row.files.map((file) => code.get(file)).join('\n')).not.toContain(CATALOGUE_TEXT)
    }
    // The check can fail: the kernel's row has it, and the app loads the adapter's class before
    // its first wallet shows (after the first paint).
    const kernel = rows.find((r) => r.key === 'kernel')!
    expect(inputsOf(kernel.files).some((input) => KERNEL.test(input))).toBe(true)
    expect(kernel.files.map((file) => code.get(file)).join('\n')).toContain(CATALOGUE_TEXT)
    const before = rows.find((r) => r.key === 'app:wagmi:before-modal')!
    expect(before.files.some((file) => /WagmiAdapter-[A-Z0-9-]+\.js$/.test(file))).toBe(true)
  })

  it.each(['wagmi', 'ethers'])(
    "the %s app's first paint is one file: React, the app and the kit shell together, no chunk shared with the lazy parts",
    async (app) => {
      // Each file is a round trip after the entry's: a button split into 21 files showed 1.7–2×
      // later than the floor's one-file page. Only esbuild's own helpers may come apart (the
      // lazily loaded WalletConnect and wagmi use them too).
      const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-first-paint-'))
      const files = await firstPaintFiles(esbuild, app, outdir)
      const [entry, ...rest] = files
      expect(entry!.file).toBe(`app-${app}.js`)
      expect(rest.length).toBeLessThanOrEqual(1)
      expect(rest.map((file) => file.inputs)).toEqual(rest.map(() => []))
      // React and the shell are in the entry file.
      expect(entry!.inputs.some((input) => /node_modules\/react-dom\//.test(input))).toBe(true)
      expect(entry!.inputs.some((input) => /packages\/core\/dist\/shell\.js$/.test(input))).toBe(
        true,
      )
      expect(entry!.inputs.some((input) => /packages\/react\/dist\/index\.js$/.test(input))).toBe(
        true,
      )
    },
    60_000,
  )

  it('a host without siwx loads no sign-in code: the flow and the message module stay out of the first load', () => {
    const SIGN_IN = /core\/dist\/(siwx|startSiwxFlow-[A-Z0-9]+)\.js$/
    const inputsOf = (files: Iterable<string>) =>
      [...files].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))
    for (const key of ['button', 'app:wagmi:before-modal', 'app:ethers:before-modal']) {
      const row = rows.find((r) => r.key === key)!
      expect(inputsOf(row.files).filter((input) => SIGN_IN.test(input))).toEqual([])
    }
    // The check can fail: the build has the flow, in a chunk of its own loaded on demand.
    expect(inputsOf(Object.keys(outputs)).some((input) => SIGN_IN.test(input))).toBe(true)
  })

  it('a host with WalletConnect, the wallet directory and analytics off loads none of their code before its first wallet, nor the tab sync', () => {
    // The kernel's parts imported on first use (core's kit/onDemandParts.ts, issue 37), and the
    // directory's own modules, which no entry the modal imports may re-export (they would then
    // load with the modal: core's /directory entry says why).
    const ON_FIRST_USE =
      /core\/dist\/(walletConnectPart|directoryPart|tabSync|createAnalytics)-[A-Z0-9]+\.js$/
    const DIRECTORY_TEXT = 'metamask://' // a deep link of the bundled catalogue's head (topWallets.ts)
    const PAIRING_TEXT = 'while a WalletConnect pairing was waiting' // the pairing controller
    const inputsOf = (files: Iterable<string>) =>
      [...files].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))
    const text = (files: Iterable<string>) => [...files].map((file) => code.get(file)).join('\n')
    for (const key of ['app:wagmi:before-modal', 'app:ethers:before-modal']) {
      const row = rows.find((r) => r.key === key)!
      expect(inputsOf(row.files).filter((input) => ON_FIRST_USE.test(input))).toEqual([])
      expect(text(row.files)).not.toContain(DIRECTORY_TEXT)
      expect(text(row.files)).not.toContain(PAIRING_TEXT)
    }
    // The check can fail: the apps' builds have each part, in chunks loaded on demand.
    const appFiles = Object.keys(outputs).filter((file) => file.startsWith('app-wagmi/'))
    for (const part of ['walletConnectPart', 'directoryPart', 'tabSync', 'createAnalytics'])
      expect(inputsOf(appFiles).some((input) => input.includes(`core/dist/${part}-`))).toBe(true)
    expect(text(appFiles)).toContain(DIRECTORY_TEXT)
    expect(text(appFiles)).toContain(PAIRING_TEXT)
  })

  it("an English host's first load holds no locale code: the locale table and catalogues load only for another locale", () => {
    // The locale loaders (`es:()=>import("./chunks/es-….js")`), and a locale's text.
    const LOCALE_TABLE = /\bes:\(\)=>import\(/
    const SPANISH_BUTTON = 'Conectar billetera'
    const text = (files: Iterable<string>) => [...files].map((file) => code.get(file)).join('\n')
    const button = text(rows.find((r) => r.key === 'button')!.files)
    expect(button).toContain('Connect Wallet')
    expect(button).not.toMatch(LOCALE_TABLE)
    expect(button).not.toContain(SPANISH_BUTTON)
    // The check can fail: the build has both, in chunks loaded on demand.
    const all = text(code.keys())
    expect(all).toMatch(LOCALE_TABLE)
    expect(all).toContain(SPANISH_BUTTON)
  })

  it('a host importing one network preset gets that one only (each a separate, pure export)', async () => {
    const bundle = async (names: string) => {
      const built = await esbuild.build({
        stdin: {
          contents: `import { ${names} } from './dist/networks.js'; console.log(${names})`,
          resolveDir: path.join(import.meta.dirname, '../packages/core'),
        },
        bundle: true,
        minify: true,
        format: 'esm',
        write: false,
      })
      return built.outputFiles[0]!.text
    }
    const base = await bundle('base')
    expect(base).toContain('Basescan')
    for (const other of ['Etherscan', 'Arbiscan', 'PolygonScan', 'Solscan', 'Mempool', 'Subscan'])
      expect(base).not.toContain(other)
    expect(zlib.gzipSync(base, { level: 9 }).length).toBeLessThan(400)
    // The check can fail: the other presets are in the entry, kept when imported.
    const three = await bundle('base, solana, polkadot')
    for (const kept of ['Basescan', 'Solscan', 'Subscan']) expect(three).toContain(kept)
  })

  it('no budget lets the first paint past 15 KiB or the first wallet past 120 KiB (issues 19, 37)', () => {
    const capped = Object.entries(budgets).filter(([key]) =>
      /^(button|app:[a-z]+:before-)/.test(key),
    )
    expect(capped.length).toBeGreaterThanOrEqual(5)
    for (const [key, limit] of capped)
      expect(limit, key).toBeLessThanOrEqual(
        key.endsWith('before-modal') ? FIRST_WALLET_CAP : FIRST_PAINT_CAP,
      )
  })

  it('the check fails an entry that grows past its budget', () => {
    const measured = [{ key: 'button', gzip: 40_001, files: [] }]
    expect(overBudget(measured, { button: 40_000 })).toEqual([
      expect.objectContaining({ key: 'button', gzip: 40_001, limit: 40_000 }),
    ])
    expect(overBudget(measured, { button: 40_001 })).toEqual([])
    expect(overBudget(measured, { modal: 1 })[0]?.message).toBe('modal: not measured')
    expect(budgetFor(10_000)).toBe(10_300)
    expect(budgetFor(100_000)).toBe(103_000)
  })
})
