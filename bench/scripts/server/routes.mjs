// The routes `npm run bench:server` measures: every one a visitor's page calls. Each route gives
// its request (a path, or one made per request: a new search, event, email, signed message) and
// a check of one answer, made before it is measured (a fast error is no figure).
import { randomUUID } from 'node:crypto'
import { registrationMessage } from '@gangway/core/names'
import { formatSiwxMessage } from '@gangway/core/siwx'
import { encodeFunctionData, namehash, parseAbi, parseEther } from 'viem'
import { CHAIN, HOLDER, LISTINGS, ORIGIN, PROJECT } from './world.mjs'

const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const NAME = 'bench.gangway.eth'
/** What the kit sends with a read no kept answer may serve (after its own send). */
const NO_CACHE = { 'cache-control': 'no-cache' }
/** SIWX verify: signed messages made before the run (each nonce is used once), per server. */
export const SIGN_INS = 1_000

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
})

/** `name` DNS-encoded (each label after its length, then a 0), as an ENS resolver sends it. */
const dnsEncode = (name) =>
  `0x${Buffer.concat([
    ...name
      .split('.')
      .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]).toString('hex')}`

/** The offchain resolver's OffchainLookup call data: resolve(name, addr(node)). */
const ccipData = encodeFunctionData({
  abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
  args: [
    dnsEncode(NAME),
    encodeFunctionData({
      abi: parseAbi(['function addr(bytes32 node) view returns (address)']),
      args: [namehash(NAME)],
    }),
  ],
})

const post = (base, path, body) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })

/** Registers NAME to HOLDER on the server at `base` (its `/names/lookup` then finds it). */
export async function registerName(base) {
  const message = registrationMessage({
    domain: new URL(base).host,
    name: NAME,
    coinType: 60,
    address: HOLDER.address,
    timestamp: Date.now(),
  })
  const signature = await HOLDER.signMessage({ message })
  const answer = await post(base, `/names/register?projectId=${PROJECT}`, {
    coinType: 60,
    address: HOLDER.address,
    signature,
    message,
  })
  if (!answer.ok) throw new Error(`/names/register: ${answer.status} ${await answer.text()}`)
}

/** SIGN_INS sign-in requests for the server at `base`: a nonce each, signed by HOLDER. */
export async function signIns(base) {
  const bodies = []
  for (let batch = 0; batch < SIGN_INS / 50; batch++)
    bodies.push(
      ...(await Promise.all(
        Array.from({ length: 50 }, async () => {
          const answer = await post(base, `/siwx/nonce?projectId=${PROJECT}`, {})
          const { nonce } = await answer.json()
          const message = formatSiwxMessage({
            domain: new URL(ORIGIN).host,
            accountAddress: HOLDER.address,
            statement: 'Sign in to the bench.',
            uri: `${ORIGIN}/login`,
            version: '1',
            chainId: CHAIN,
            nonce,
            issuedAt: new Date().toISOString(),
          })
          return JSON.stringify({ message, signature: await HOLDER.signMessage({ message }) })
        }),
      )),
    )
  return bodies
}

const event = () =>
  JSON.stringify({
    eventId: randomUUID(),
    url: `${ORIGIN}/`,
    domain: 'app.example',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN' },
  })

/** The routes, in the order measured; `signed`: the sign-in bodies for this server. */
export function routesOf(tokens, signed) {
  const account = `address=${HOLDER.address}&caipNetworkId=${CHAIN}`
  let nextSignIn = 0
  return [
    { label: '`GET /health`', path: '/health', check: (body) => body.status === 'ok' },
    {
      label: `\`GET /directory?page=1&entries=40\` (${LISTINGS.toLocaleString('en')} listings)`,
      path: '/directory?page=1&entries=40',
      check: (body) => body.count === LISTINGS && body.data.length === 40,
    },
    {
      label: '`GET /directory?search=wallet <n>&chains=eip155:1` (a new n of 10–9,999 each time)',
      path: () =>
        `/directory?search=wallet%20${10 + Math.floor(Math.random() * 9_990)}&chains=eip155:1&page=1&entries=40`,
      check: (body) => body.count >= 1 && body.data.length >= 1,
    },
    {
      label: '`GET /balance` (ETH + 3 ERC-20s, Multicall3)',
      path: `/balance?${account}`,
      check: (body) => body.balances?.length === 4,
    },
    // A visitor's first read of an account (and the kit's after its own send) is not a kept
    // answer: the same request with Cache-Control: no-cache reads the chain's current head.
    {
      label: '`GET /balance`, no-cache (a first read: the current head, no kept answer)',
      path: `/balance?${account}`,
      headers: NO_CACHE,
      check: (body) => body.balances?.length === 4,
    },
    {
      label: '`GET /gas-price`',
      path: `/gas-price?chainId=${CHAIN}`,
      check: (body) => /^\d+$/.test(body.standard),
    },
    {
      label: '`GET /history` (Otterscan API of anvil)',
      path: `/history?${account}`,
      check: (body) => Array.isArray(body.data) && body.data.length > 0,
    },
    {
      label: '`GET /history`, no-cache (a first read)',
      path: `/history?${account}`,
      headers: NO_CACHE,
      check: (body) => Array.isArray(body.data) && body.data.length > 0,
    },
    {
      label: '`GET /nfts` (an ERC-721 collection)',
      path: `/nfts?${account}`,
      check: (body) => Array.isArray(body.data ?? body.nfts),
    },
    {
      label: '`GET /nfts`, no-cache (a first read)',
      path: `/nfts?${account}`,
      headers: NO_CACHE,
      check: (body) => Array.isArray(body.data ?? body.nfts),
    },
    {
      label: '`GET /swap/quote` (1 ETH → USDC, Uniswap V2)',
      path: `/swap/quote?${new URLSearchParams({ userAddress: HOLDER.address, from: NATIVE, to: `${CHAIN}:${tokens.USDC}`, amount: parseEther('1').toString() })}`,
      check: (body) => typeof body === 'object' && !body.error,
    },
    {
      label: `\`GET /names/lookup?name=${NAME}\``,
      path: `/names/lookup?name=${NAME}`,
      check: (body) => JSON.stringify(body).toLowerCase().includes(HOLDER.address.toLowerCase()),
    },
    {
      label: '`POST /names/ccip` (CCIP-Read: addr, signed answer)',
      path: '/names/ccip',
      ...json(() => JSON.stringify({ sender: HOLDER.address, data: ccipData })),
      check: (body) => /^0x[0-9a-f]+$/i.test(body.data),
    },
    {
      label: '`POST /siwx/nonce`',
      path: '/siwx/nonce',
      ...json(() => '{}'),
      check: (body) => typeof body.nonce === 'string',
    },
    {
      label: `\`POST /siwx/verify\` (EOA signature, a new nonce each; ${SIGN_INS.toLocaleString('en')} requests)`,
      path: '/siwx/verify',
      ...json(() => signed[nextSignIn++ % signed.length]),
      amount: SIGN_INS - 1,
      check: (body) => typeof body.token === 'string' || typeof body.session === 'object',
    },
    {
      label: '`POST /e` (analytics event, a new one each)',
      path: '/e',
      ...json(event),
      check: (body) => body.stored === true,
    },
    {
      label: '`POST /embedded/email/login` (a new mailbox each; mail to the local SMTP server)',
      path: '/embedded/email/login',
      // The embedded wallet's frame calls it, from the server's own origin.
      selfOrigin: true,
      ...json(() =>
        JSON.stringify({
          projectId: PROJECT,
          email: `v${randomUUID().slice(0, 12)}@bench.example`,
          deviceId: randomUUID().replaceAll('-', ''),
        }),
      ),
      check: (body) => typeof body.action === 'string',
    },
  ]
}
