import { Address, beginCell, Cell, loadMessage, type TupleItem } from '@ton/core'
import type { Blockchain } from '@ton/sandbox'

/** A toncenter-style error: `code` is also the HTTP status. */
export class ToncenterError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Params = Record<string, unknown>
type Method = (params: Params) => Promise<unknown>

const wrongParams = (message: string) => new ToncenterError(422, message)

function addressParam(params: Params): Address {
  const value = params.address
  if (typeof value !== 'string') throw wrongParams('address: a TON address is required')
  try {
    return Address.parse(value)
  } catch {
    throw new ToncenterError(416, `Incorrect address: ${value.slice(0, 80)}`)
  }
}

function bocParam(params: Params): Cell {
  if (typeof params.boc !== 'string') throw wrongParams('boc: a base64 BoC is required')
  try {
    const roots = Cell.fromBoc(Buffer.from(params.boc, 'base64'))
    if (roots.length !== 1) throw new Error(`${roots.length} roots`)
    return roots[0] as Cell
  } catch (error) {
    throw wrongParams(`boc: not a one-root BoC (${(error as Error).message})`)
  }
}

/** toncenter's stack entries (`["num", "0x1"]`, `["cell", { bytes }]`) from the VM's. */
function stackEntry(item: TupleItem): unknown {
  switch (item.type) {
    case 'int':
      return [
        'num',
        `${item.value < 0n ? '-' : ''}0x${(item.value < 0n ? -item.value : item.value).toString(16)}`,
      ]
    case 'null':
      return ['null', null]
    case 'cell':
    case 'slice':
    case 'builder':
      return [item.type, { bytes: item.cell.toBoc().toString('base64') }]
    case 'tuple':
      return ['tuple', { elements: item.items.map(stackEntry) }]
    default:
      return ['unsupported', null]
  }
}

/** The VM's stack entries from toncenter's (`["num", "123"]` only: what get methods here take). */
function readStack(value: unknown): TupleItem[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw wrongParams('stack: an array is required')
  return value.map((entry) => {
    if (Array.isArray(entry) && entry[0] === 'num' && /^-?(0x)?[0-9a-f]+$/i.test(String(entry[1])))
      return { type: 'int', value: BigInt(String(entry[1])) } as TupleItem
    throw wrongParams(`stack: unsupported entry ${JSON.stringify(entry)?.slice(0, 60)}`)
  })
}

/**
 * The subset of toncenter's v2 API (https://toncenter.com/api/v2/) a wallet and a dapp need,
 * answered from a `@ton/sandbox` blockchain: balances, account state, wallet seqno, get
 * methods, sending external messages. `sendBoc` runs the message (and every message it causes)
 * before it answers, so balances have moved once it has.
 */
export function createToncenterApi(blockchain: Blockchain): {
  call(method: string, params: Params): Promise<unknown>
  /** External messages accepted so far. */
  readonly processed: number
} {
  let processed = 0
  /** The sandbox has no blocks: each accepted external message counts as one. */
  const lastBlock = () => {
    const hash = beginCell().storeUint(processed, 32).endCell().hash().toString('base64')
    return {
      '@type': 'ton.blockIdExt',
      workchain: -1,
      shard: '-9223372036854775808',
      seqno: processed + 1,
      root_hash: hash,
      file_hash: hash,
    }
  }

  async function account(address: Address) {
    const contract = await blockchain.getContract(address)
    const state = contract.accountState
    const active = state?.type === 'active' ? state.state : undefined
    return {
      balance: contract.balance,
      state: !state || state.type === 'uninit' ? 'uninitialized' : state.type,
      code: active?.code?.toBoc().toString('base64') ?? '',
      data: active?.data?.toBoc().toString('base64') ?? '',
      lastTransaction: {
        '@type': 'internal.transactionId',
        lt: contract.lastTransactionLt.toString(),
        hash: Buffer.from(
          contract.lastTransactionHash.toString(16).padStart(64, '0'),
          'hex',
        ).toString('base64'),
      },
    }
  }

  async function runGetMethod(params: Params) {
    const address = addressParam(params)
    if (typeof params.method !== 'string' && typeof params.method !== 'number')
      throw wrongParams('method: a get method name or id is required')
    const result = await blockchain
      .runGetMethod(address, params.method, readStack(params.stack))
      .catch((error: { exitCode?: number; gasUsed?: bigint }) => {
        if (typeof error?.exitCode !== 'number') throw error
        return { exitCode: error.exitCode, gasUsed: error.gasUsed ?? 0n, stack: [] }
      })
    return {
      '@type': 'smc.runResult',
      gas_used: Number(result.gasUsed),
      stack: result.stack.map(stackEntry),
      exit_code: result.exitCode,
    }
  }

  async function send(params: Params): Promise<Cell> {
    const cell = bocParam(params)
    const message = (() => {
      try {
        return loadMessage(cell.beginParse())
      } catch (error) {
        throw wrongParams(`boc: not a message (${(error as Error).message})`)
      }
    })()
    if (message.info.type !== 'external-in') throw wrongParams('boc: not an external message')
    try {
      await blockchain.sendMessage(message)
    } catch (error) {
      throw new ToncenterError(
        500,
        `LITE_SERVER_UNKNOWN: cannot apply external message to current state : ${(error as Error).message}`,
      )
    }
    processed++
    return cell
  }

  const methods: Record<string, Method> = {
    getAddressBalance: async (params) => (await account(addressParam(params))).balance.toString(),
    getAddressState: async (params) => (await account(addressParam(params))).state,
    getAddressInformation: async (params) => {
      const state = await account(addressParam(params))
      return {
        '@type': 'raw.fullAccountState',
        balance: state.balance.toString(),
        extra_currencies: [],
        code: state.code,
        data: state.data,
        last_transaction_id: state.lastTransaction,
        frozen_hash: '',
        block_id: lastBlock(),
        sync_utime: Math.floor(Date.now() / 1000),
        state: state.state,
      }
    },
    getWalletInformation: async (params) => {
      const address = addressParam(params)
      const state = await account(address)
      const seqno =
        state.state === 'active'
          ? await runGetMethod({ address: params.address, method: 'seqno' })
          : undefined
      const wallet = seqno?.exit_code === 0
      return {
        '@type': 'ext.utils.detectedAddress',
        wallet,
        balance: state.balance.toString(),
        account_state: state.state,
        ...(wallet && { seqno: Number(BigInt(String((seqno.stack[0] as [string, string])[1]))) }),
        last_transaction_id: state.lastTransaction,
      }
    },
    runGetMethod,
    sendBoc: async (params) => {
      await send(params)
      return { '@type': 'ok' }
    },
    sendBocReturnHash: async (params) => {
      const cell = await send(params)
      return { '@type': 'raw.extMessageInfo', hash: cell.hash().toString('base64') }
    },
    getMasterchainInfo: async () => {
      const last = lastBlock()
      return { '@type': 'blocks.masterchainInfo', last, state_root_hash: last.root_hash }
    },
  }

  return {
    async call(method, params) {
      const run = Object.hasOwn(methods, method) ? methods[method] : undefined
      if (!run) throw new ToncenterError(404, `Method ${method.slice(0, 60)} is not served here`)
      return run(params)
    },
    get processed() {
      return processed
    },
  }
}
