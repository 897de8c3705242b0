import { describe, expect, it } from 'vitest'
import * as core from './index.js'
import * as shell from './shell.js'

describe('@gangway/core/shell', () => {
  // One way to make a kit: the host entry's `createKit` is the lazy shell a UI package's first
  // paint builds from (`createKitShell`, the same function in a build of its own).
  it('is where the host entry’s createKit comes from', () => {
    expect(core.createKit).toBe(shell.createKitShell)
  })

  it('returns a kit whose kernel has not loaded yet', async () => {
    const kit = core.createKit({ networks: [], reconnectOnStart: false })
    expect(() => kit.controllers).toThrow(/still loading/)
    await kit.destroy()
  })
})
