import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { WalletListing } from '@gangway/core'
import { createRoute, z } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import { refusal } from '../../app/errors.js'
import { keptJson } from '../../app/keptJson.js'
import { routeGroup } from '../../app/routeGroup.js'
import { serverBaseUrl } from '../../app/serverUrl.js'
import type { RouteGroup } from '../../app/types.js'
import { recentlyUsed } from '../shared/recentlyUsed.js'
import { createListingIndex } from './listingIndex.js'
import { IMAGE_FILE, IMAGE_TYPES, readListingsFile } from './listings.js'

const MAX_LIST = 100
/** Directory answers kept as sent (JSON text), the least recently asked dropped first. */
const KEPT_PAGES = 256

/** A comma-separated list of at most 100 items, each matching `item`. */
const list = (item: RegExp, what: string) =>
  z
    .string()
    .max(8_192)
    .transform((value) => value.split(',').filter(Boolean))
    .refine((items) => items.length <= MAX_LIST, `at most ${MAX_LIST} items`)
    .refine((items) => items.every((value) => item.test(value)), `each item must be ${what}`)
    .optional()

const query = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  entries: z.coerce.number().int().min(1).max(100).default(40),
  search: z.string().max(100).optional(),
  include: list(/^[^\s,]{1,128}$/, 'a wallet id'),
  exclude: list(/^[^\s,]{1,128}$/, 'a wallet id'),
  chains: list(/^[-a-z0-9]{3,8}:([-_a-zA-Z0-9]{1,32}|\*)$/, 'a CAIP-2 id or namespace:*'),
  rdns: list(/^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/, 'a reverse-DNS name'),
  excludeRdns: list(/^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/, 'a reverse-DNS name'),
  projectId: z.string().optional(),
})

const listing = z
  .object({ id: z.string(), name: z.string(), image_url: z.string().optional() })
  .passthrough()
  .openapi('WalletListing')

const getWallets = createRoute({
  method: 'get',
  path: '/directory',
  summary: 'Wallet directory: one page of listings and the number of matches',
  request: { query },
  responses: {
    200: {
      description: 'A page',
      content: {
        'application/json': { schema: z.object({ data: z.array(listing), count: z.number() }) },
      },
    },
  },
})

/** A page's answer (the route's 200). */
type DirectoryPage = { data: WalletListing[]; count: number }

const getImage = createRoute({
  method: 'get',
  path: '/directory/images/{file}',
  summary: "A listing's image from the operator's images folder",
  request: {
    params: z.object({ file: z.string().regex(IMAGE_FILE, 'must be an image file name') }),
  },
  responses: { 200: { description: 'The image' }, 404: { description: 'No such image' } },
})

/**
 * `GET /directory`: the kit's remote directory contract (core's `createRemoteDirectorySource`),
 * over the operator's listings file. A listing whose `image_id` names a file in the images
 * folder is served with an `image_url` on this server.
 */
export const directoryRoutes: RouteGroup = routeGroup((app, { config, log }) => {
  const directory = config.directory
  if (!directory) return
  let loaded: Promise<ReturnType<typeof createListingIndex>> | undefined
  const listings = () => {
    loaded ??= readListingsFile(directory.listingsFile).then(({ wallets, dropped }) => {
      if (dropped) log.warn('directory listings left out', { dropped })
      return createListingIndex(wallets)
    })
    loaded.catch(() => {
      loaded = undefined
    })
    return loaded
  }
  const withImage = (wallet: WalletListing, base: string): WalletListing =>
    directory.imagesDir && wallet.image_id && IMAGE_FILE.test(wallet.image_id)
      ? { ...wallet, image_url: `${base}/directory/images/${encodeURIComponent(wallet.image_id)}` }
      : wallet

  // The listings do not change once loaded: a page's answer is kept as sent (its JSON text), for
  // the pages asked most (the first pages of the modal's list), under the request's own query
  // text and base URL. A query asked again is answered before its validation: the same text
  // passed it when its answer was kept (validating it again was a tenth of the request's CPU).
  const pages = recentlyUsed<string>(KEPT_PAGES)
  const pageKey = (c: Context) => {
    const { url } = c.req
    const query = url.indexOf('?')
    return `${serverBaseUrl(c, config)} ${query < 0 ? '' : url.slice(query + 1)}`
  }
  const sendPage = (c: Context, text: string) => {
    c.header('cache-control', 'public, max-age=60')
    return keptJson<DirectoryPage>(c, text)
  }
  const keptPage: MiddlewareHandler = async (c, next) => {
    const text = pages.get(pageKey(c))
    if (text === undefined) return next()
    return sendPage(c, text)
  }
  app.openapi({ ...getWallets, middleware: [keptPage] }, async (c) => {
    const { projectId: _, ...params } = c.req.valid('query')
    const index = await listings()
    const base = serverBaseUrl(c, config)
    const page = index.query(params)
    const answer: DirectoryPage = {
      data: page.data.map((wallet) => withImage(wallet, base)),
      count: page.count,
    }
    const text = JSON.stringify(answer)
    pages.set(pageKey(c), text)
    return sendPage(c, text)
  })

  app.openapi(getImage, async (c) => {
    const { file } = c.req.valid('param')
    const type = IMAGE_TYPES[file.split('.').pop()?.toLowerCase() ?? '']
    if (!directory.imagesDir || !type) throw refusal(404, 'NOT_FOUND', 'no such image')
    try {
      const bytes = await readFile(join(directory.imagesDir, file))
      c.header('content-type', type)
      c.header('cache-control', 'public, max-age=86400')
      c.header('x-content-type-options', 'nosniff')
      // An SVG opened on its own runs no script and loads nothing.
      c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      return c.body(new Uint8Array(bytes), 200)
    } catch {
      throw refusal(404, 'NOT_FOUND', 'no such image')
    }
  })
})
