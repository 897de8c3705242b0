import { describe, expect, it } from 'vitest'
import { compileSessionAccount, inputHash } from '../../scripts/compile-session-account.mjs'
import {
  SessionAccountArtifact,
  SessionAccountFactoryArtifact,
  sessionAccountInputHash,
  sessionAccountSources,
} from './sessionAccountArtifacts.generated.js'

describe('compile-session-account.mjs', () => {
  // Cheap: hashes the sources the committed compile read (the contract, SimpleAccount and its
  // OpenZeppelin imports) with the compiler version and settings; compiles only when they differ,
  // to say what changed.
  it('the committed SessionAccount artifacts are the compile of the committed sources', async () => {
    const hash = inputHash(sessionAccountSources)
    if (hash === sessionAccountInputHash) return
    const { contracts } = await compileSessionAccount()
    const sameBytecode =
      contracts.SessionAccount.bytecode === SessionAccountArtifact.bytecode &&
      contracts.SessionAccountFactory.bytecode === SessionAccountFactoryArtifact.bytecode
    expect.fail(
      `SessionAccount.sol, its imports or the compiler changed (${sameBytecode ? 'same bytecode' : 'the bytecode differs'}): run node packages/testing/scripts/compile-session-account.mjs`,
    )
  }, 120_000)
})
