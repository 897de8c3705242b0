import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPL_TOKEN_2022_PROGRAM_ID, SPL_TOKEN_PROGRAM_ID } from './splTokens.js'
import { type SolanaValidator, startSolanaValidator } from './startSolanaValidator.js'

let validator: SolanaValidator
let connection: Connection

beforeAll(async () => {
  validator = await startSolanaValidator()
  connection = new Connection(validator.rpcUrl, 'confirmed')
})
afterAll(() => validator?.stop())

describe.each([
  ['token', SPL_TOKEN_PROGRAM_ID],
  ['token-2022', SPL_TOKEN_2022_PROGRAM_ID],
] as const)('SPL tokens of the %s program on the local node', (program, programId) => {
  it('creates a mint, mints to an owner (its ATA created) and reads the balance back', async () => {
    const owner = Keypair.generate().publicKey
    const mint = validator.createSplMint({ decimals: 6, program })
    expect(mint).toMatchObject({ decimals: 6, programId, mintAuthority: expect.any(String) })
    const mintInfo = await connection.getAccountInfo(new PublicKey(mint.address))
    expect(mintInfo?.owner.toBase58()).toBe(programId)

    const { tokenAccount } = validator.mintSplTokens({
      mint: mint.address,
      owner,
      amount: 1_500_000n,
    })
    // The ATA, as the ATA program derives it.
    const [ata] = PublicKey.findProgramAddressSync(
      [owner.toBytes(), new PublicKey(programId).toBytes(), new PublicKey(mint.address).toBytes()],
      new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
    )
    expect(tokenAccount).toBe(ata.toBase58())
    validator.mintSplTokens({ mint: mint.address, owner, amount: 500_000n }) // ATA exists: kept
    expect(validator.getSplTokenBalance(owner, mint.address)).toBe(2_000_000n)
    expect(validator.getSplTokenBalance(Keypair.generate().publicKey, mint.address)).toBe(0n)

    expect((await connection.getTokenAccountBalance(ata)).value).toEqual({
      amount: '2000000',
      decimals: 6,
      uiAmount: 2,
      uiAmountString: '2',
    })
    expect((await connection.getTokenSupply(new PublicKey(mint.address))).value.amount).toBe(
      '2000000',
    )
    const byMint = await connection.getTokenAccountsByOwner(owner, {
      mint: new PublicKey(mint.address),
    })
    expect(byMint.value.map((entry) => entry.pubkey.toBase58())).toEqual([ata.toBase58()])
    const parsed = await connection.getParsedTokenAccountsByOwner(owner, {
      programId: new PublicKey(programId),
    })
    expect(parsed.value[0]?.account.data).toMatchObject({
      program: program === 'token' ? 'spl-token' : 'spl-token-2022',
      parsed: {
        type: 'account',
        info: {
          mint: mint.address,
          owner: owner.toBase58(),
          state: 'initialized',
          tokenAmount: { amount: '2000000', decimals: 6, uiAmountString: '2' },
        },
      },
    })
    const parsedMint = await connection.getParsedAccountInfo(new PublicKey(mint.address))
    expect(parsedMint.value?.data).toMatchObject({
      parsed: { type: 'mint', info: { decimals: 6, supply: '2000000', isInitialized: true } },
    })
  })
})

describe('SPL helpers: bad input', () => {
  it('refuses to mint to an address that is no mint, and invalid decimals', () => {
    const owner = Keypair.generate().publicKey
    expect(() =>
      validator.mintSplTokens({ mint: Keypair.generate().publicKey, owner, amount: 1n }),
    ).toThrow(/is not a mint/)
    expect(() => validator.createSplMint({ decimals: 256 })).toThrow(/decimals/)
  })

  it('keeps a mint at a fixed address when given its key pair; fractions print exactly', async () => {
    const keypair = Keypair.generate()
    const mint = validator.createSplMint({ decimals: 9, keypair })
    expect(mint.address).toBe(keypair.publicKey.toBase58())
    const owner = Keypair.generate().publicKey
    const { tokenAccount } = validator.mintSplTokens({ mint: keypair.publicKey, owner, amount: 1n })
    expect((await connection.getTokenAccountBalance(new PublicKey(tokenAccount))).value).toEqual({
      amount: '1',
      decimals: 9,
      uiAmount: 1e-9,
      uiAmountString: '0.000000001',
    })
    await expect(connection.getTokenAccountBalance(owner)).rejects.toThrow(/not a Token account/)
  })
})
