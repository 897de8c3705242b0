// The conformance suite's timer tracker keeps the timers the adapter under test leaves, and
// never Node's own (the built-in fetch's keep-alive sockets), however its module is named: in
// the published package it is a bundle chunk, and a check by file name ('timerTracker') blamed
// every adapter that reads over fetch for Node's socket timer (issue 38, item 8).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let url: string
let close: () => void
beforeAll(async () => {
  const server = createServer((_request, response) => response.end('{}'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  close = () => server.close()
})
afterAll(() => close?.())

// The module under a bundle chunk's name, as npm ships it.
const folder = mkdtempSync(join(tmpdir(), 'gangway-chunk-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const source = fileURLToPath(new URL('./timerTracker.ts', import.meta.url))

describe.each([
  ['from its source file', () => import('./timerTracker.js')],
  [
    'as a bundle chunk (chunk-X7Q2.ts)',
    () => {
      const chunk = join(folder, 'chunk-X7Q2.ts')
      copyFileSync(source, chunk)
      return import(/* @vite-ignore */ chunk) as Promise<typeof import('./timerTracker.js')>
    },
  ],
])('trackTimers, %s', (_name, load) => {
  it("keeps a timer the code under test leaves, not the fetch's keep-alive socket timer", async () => {
    const { trackTimers, sleep } = await load()
    const timers = trackTimers()
    try {
      // A read over Node's fetch: its socket stays alive on a timer of Node's HTTP client.
      expect((await fetch(url)).status).toBe(200)
      await sleep(20)
      expect(timers.pending()).toEqual([])
      // A timer of the code under test is kept until cleared.
      const left = setTimeout(() => {}, 60_000)
      expect(timers.pending()).toMatchObject([{ kind: 'timeout', delay: 60_000 }])
      clearTimeout(left)
      expect(timers.pending()).toEqual([])
    } finally {
      timers.stop()
    }
  })
})
