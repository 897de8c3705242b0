// Test tokens for an account of the embedded wallet (a fresh login holds none): minted on the
// lane's node from an anvil dev account (the test tokens' `mint` is open to anyone), so neither
// the demo's test wallet nor the DEX's liquidity account is touched.
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
} from 'viem'

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])
/** Anvil's dev account 9 (unlocked on the node). */
const MINTER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/** Mints `amount` base units of the test token at `token` to `to`; resolves once mined. */
export async function fundTestToken(rpcUrl: string, token: Address, to: Address, amount: bigint) {
  const node = createPublicClient({ transport: http(rpcUrl) })
  const hash = (await node.request({
    method: 'eth_sendTransaction' as never,
    params: [
      {
        from: MINTER,
        to: token,
        data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [to, amount] }),
      },
    ] as never,
  })) as Hex
  await node.waitForTransactionReceipt({ hash })
}
