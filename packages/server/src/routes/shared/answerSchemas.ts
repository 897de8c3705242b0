import { z } from '@hono/zod-openapi'

/** One token balance of spec §3 (what core's balance source reads). */
export const tokenBalanceSchema = z
  .object({
    name: z.string(),
    symbol: z.string(),
    chainId: z.string().openapi({ description: 'The network, a CAIP-2 id' }),
    address: z.string().openapi({ description: '`<caipNetworkId>:<token address>`' }),
    value: z.number().openapi({ description: 'USD: price × quantity (0 without a price)' }),
    price: z.number().openapi({ description: 'USD per token (0: no price)' }),
    quantity: z.object({
      decimals: z.string(),
      numeric: z.string().openapi({ description: 'Decimal, already divided by the decimals' }),
    }),
    iconUrl: z.string(),
  })
  .openapi('TokenBalance')

export const balancesAnswer = z
  .object({ balances: z.array(tokenBalanceSchema) })
  .openapi('Balances')

const transferSchema = z
  .object({
    fungible_info: z
      .object({
        name: z.string(),
        symbol: z.string(),
        icon: z.object({ url: z.string() }),
      })
      .optional()
      .openapi({ description: 'A coin or fungible token moved (one of fungible_info, nft_info)' }),
    nft_info: z
      .object({
        name: z.string().openapi({ description: "The collection's name and the token id" }),
        flags: z.object({ is_spam: z.boolean() }),
        content: z.object({ preview: z.object({ url: z.string() }) }),
      })
      .optional()
      .openapi({ description: "A listed ERC-721 collection's token moved" }),
    direction: z.enum(['in', 'out', 'self']),
    quantity: z.object({ numeric: z.string() }),
    value: z.number(),
    price: z.number(),
  })
  .openapi('ActivityTransfer')

/** One transaction of spec §3 "Transaction (activity)". */
export const transactionSchema = z
  .object({
    id: z.string().openapi({ description: 'The transaction hash (signature on Solana)' }),
    metadata: z.object({
      minedAt: z.string().openapi({ description: 'ISO 8601' }),
      chain: z.string().openapi({ description: 'The network, a CAIP-2 id' }),
      operationType: z.string().openapi({ example: 'send' }),
      status: z.string().openapi({ example: 'confirmed' }),
      sentFrom: z.string().openapi({
        description:
          "Who sent what the first transfer moved (the owner's counterparty on a receipt); the transaction's sender when nothing moved",
      }),
      sentTo: z.string().openapi({
        description:
          "Who received what the first transfer moved (a token's receiver, not its contract); an approval's spender; else the transaction's recipient",
      }),
      hash: z.string().optional(),
    }),
    transfers: z.array(transferSchema),
  })
  .openapi('Transaction')

export const historyAnswer = z
  .object({
    data: z.array(transactionSchema),
    next: z
      .string()
      .optional()
      .openapi({ description: 'The cursor of the next page; absent on the last one' }),
  })
  .openapi('TransactionsPage')

export const nftSchema = z
  .object({
    chainId: z.string(),
    contract: z.string(),
    tokenId: z.string().openapi({ description: 'Decimal' }),
    name: z.string(),
    collection: z.string(),
    imageUrl: z.string().openapi({ description: 'A data:image/… or http(s) URL' }),
  })
  .openapi('Nft')

export const nftsAnswer = z.object({ nfts: z.array(nftSchema) }).openapi('Nfts')

export type TokenBalance = z.infer<typeof tokenBalanceSchema>
export type ActivityTransfer = z.infer<typeof transferSchema>
export type ActivityTransaction = z.infer<typeof transactionSchema>
export type HistoryPage = z.infer<typeof historyAnswer>
export type NftItem = z.infer<typeof nftSchema>

/** The error answers every account route may give. */
export const accountErrors = {
  400: { description: 'A malformed query: the answer names the field' },
  502: { description: 'The chain node (or a configured source) failed' },
} as const
