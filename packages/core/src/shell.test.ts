import { describe, expect, it } from 'vitest'
import * as core from './index.js'
import * as shell from './shell.js'

describe('@gangway/core/shell', () => {
  // The lazily loaded UI of @gangway/react imports the shell's helpers from the main entry (its
  // build maps `@gangway/core/shell` there, so it shares the kernel's modules, never the first
  // paint's): every name the shell exports must be there too, the same value.
  it('exports nothing that core’s main entry does not', () => {
    const missing = Object.keys(shell).filter((name) => !(name in core))
    expect(missing).toEqual([])
    for (const name of Object.keys(shell)) {
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test walks every export by name
      expect(core[name as keyof typeof core], name).toBe(shell[name as keyof typeof shell])
    }
  })
})
