// `npm run demo:farcaster -- "<the link Farcaster shows>"`: plays the Farcaster client for the
// demo. The demo's Farcaster account (fid registered on the first anvil chain's test IdRegistry to
// anvil dev account 7, username 'gangway-demo') signs the Sign In With Farcaster message of the
// link with its custody key and hands it to the demo's server, as a Farcaster app would after a
// scan; the modal then completes the login. In the demo: Connect → Farcaster → "Copy link", then
// run this with the copied link in a second terminal.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { approveFarcasterChannel } from '@gangway/testing'
import { DEMO_FARCASTER, DEMO_PROJECT_ID } from './chains.mjs'

/** What `npm run demo` wrote when it started (GANGWAY_DEMO_RUNTIME: another run's file). */
const RUNTIME_FILE =
  process.env.GANGWAY_DEMO_RUNTIME ?? fileURLToPath(new URL('../.runtime.json', import.meta.url))

function fail(message) {
  console.error(`demo:farcaster: ${message}\n`)
  console.error('Usage: npm run demo:farcaster -- "<the link under the QR code>"')
  process.exit(2)
}

const runtime = existsSync(RUNTIME_FILE) ? JSON.parse(readFileSync(RUNTIME_FILE, 'utf8')) : {}
const embedded = runtime.embedded
if (!embedded?.url || !embedded.farcaster?.fid) fail('start the demo first (npm run demo).')
let link
try {
  link = new URL(process.argv[2] ?? '')
} catch {
  fail('give the link the Farcaster view shows (Copy link).')
}
const field = (name) => link.searchParams.get(name) ?? fail(`the link has no ${name}.`)

const approval = await approveFarcasterChannel({
  serverUrl: embedded.url,
  projectId: DEMO_PROJECT_ID,
  channelToken: field('channelToken'),
  domain: field('domain'),
  nonce: field('nonce'),
  uri: field('siweUri'),
  fid: BigInt(embedded.farcaster.fid),
  custodyPrivateKey: DEMO_FARCASTER.custodyKey,
  username: DEMO_FARCASTER.username,
})
if (approval.response.status >= 300) {
  fail(`the server refused it (${approval.response.status}): ${await approval.response.text()}`)
}
console.log(
  `Signed in as @${DEMO_FARCASTER.username} (fid ${embedded.farcaster.fid}): the modal completes the login.`,
)
