import { UpstreamError } from '../../app/errors.js'
import { fetchProviderJson } from '../../onramp/fetchJson.js'

/** USER_DATA_TYPE_USERNAME: a fid's preferred name (an fname, or an ENS name it verified). */
const USERNAME_TYPE = 6

/** What a Farcaster username can be: an fname (`gangway-demo`) or an ENS name (`alice.eth`). */
const USERNAME = /^[a-z0-9][a-z0-9.-]{0,63}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The fid's username as a Farcaster hub has it: `GET {hubUrl}/v1/userDataByFid?fid&user_data_type=6`
 * (the hub HTTP API every hub serves), its `USER_DATA_TYPE_USERNAME` message's value. The hub
 * accepts that message only when the fid owns the name (an fname proof, or an ENS name it
 * verified), so the name is the fid's; a Farcaster client's own claim is never used. Undefined
 * when the fid has none (the hub's 404 / `not_found`); a hub that fails or answers something
 * else: UpstreamError (502), the login can be retried.
 */
export async function hubUsername(
  hubUrl: string,
  fid: string,
  timeoutMs: number,
): Promise<string | undefined> {
  const url = new URL(`${hubUrl.replace(/\/+$/, '')}/v1/userDataByFid`)
  url.searchParams.set('fid', fid)
  url.searchParams.set('user_data_type', String(USERNAME_TYPE))
  const { status, body } = await fetchProviderJson(
    'The Farcaster hub',
    url.toString(),
    { method: 'GET', headers: {} },
    timeoutMs,
  )
  if (status === 404 || (isRecord(body) && body.errCode === 'not_found')) return undefined
  if (status !== 200 || !isRecord(body) || !isRecord(body.data))
    throw new UpstreamError(`The Farcaster hub answered ${status} without a user data message`)
  const { data } = body
  const userData = isRecord(data.userDataBody) ? data.userDataBody : undefined
  const value = userData?.value
  if (
    String(data.fid) !== fid ||
    (userData?.type !== 'USER_DATA_TYPE_USERNAME' && userData?.type !== USERNAME_TYPE) ||
    typeof value !== 'string'
  )
    throw new UpstreamError(`The Farcaster hub's answer is not the username of fid ${fid}`)
  if (value === '') return undefined
  if (!USERNAME.test(value))
    throw new UpstreamError(`The Farcaster hub's username of fid ${fid} is not a username`)
  return value
}
