import { safeImageUrl } from '@gangway/core/shell'
// zod as @hono/zod-openapi extends it (`.openapi()`): the routes describe config schemas such as
// caipNetworkIdSchema in the OpenAPI document, which works only for schemas made after the
// extension, whichever module a process happens to load first.
import { z } from '@hono/zod-openapi'
import { erc4337ChainSchema, sponsorshipSchema } from './erc4337Schema.js'
import { caipNetworkIdSchema, evmAddress, httpUrl } from './fields.js'

export { caipNetworkIdSchema } from './fields.js'

/** An origin as a browser sends it: scheme, host and port, no path (`*` allows any origin). */
const origin = z
  .string()
  .refine(
    (value) => value === '*' || /^https?:\/\/[^/?#\s]+$/.test(value),
    'must be an origin such as https://app.example (scheme, host, optional port; no path) or *',
  )

/**
 * A token's logo: an http(s) URL, or the image itself inline (`data:image/svg+xml,…`, a token
 * list's logo or a file the operator read), served with every answer that names the token.
 * Inline images pass the kit's own image check (at most 100,000 characters).
 */
const tokenIcon = z.union([
  httpUrl,
  z
    .string()
    .refine(
      (value) => value.startsWith('data:image/') && safeImageUrl(value) === value,
      'must be an http(s) URL or an inline data:image URL (at most 100,000 characters)',
    ),
])

export const tokenSchema = z.object({
  address: z.string().min(1),
  name: z.string().min(1).max(64),
  symbol: z.string().min(1).max(16),
  decimals: z.number().int().min(0).max(36),
  iconUrl: tokenIcon.optional(),
  /** A fixed USD price (used when no price source is configured or it has no price). */
  price: z.number().nonnegative().optional(),
})

/**
 * Swaps through a Uniswap V2-style router (eip155 only): quotes come from the router's
 * `getAmountsOut` over the pools' on-chain reserves.
 */
export const swapSchema = z.object({
  /** The UniswapV2Router02 (or a V2-compatible router); its factory is read from it. */
  router: evmAddress,
  /** The wrapped native token the router uses (its `WETH()`). */
  weth: evmAddress,
  /** A listed token with a fixed `price`: the USD reference prices are read in. */
  usdToken: evmAddress,
  /** Seconds a built swap stays valid (the router's `deadline`); default 1,200. */
  deadlineSeconds: z.number().int().min(30).max(86_400).default(1_200),
  /** Listed tokens offered for swaps; default every listed token of the chain. */
  tokens: z.array(evmAddress).max(500).optional(),
  /**
   * A provider fee of swaps from the native currency: `basisPoints` of the amount (1 to 1,000,
   * i.e. 0.01 % to 10 %) paid to `recipient` in the swap's own transaction, the chain's
   * Multicall3 (`multicall3`, required then) `aggregate3Value` sending the fee and the rest into
   * the router; the quote reports it (`providerFee`) and the kit shows it. A swap from a token
   * pays none (one transaction from a wallet cannot pay a token fee and the router without a
   * contract of its own). Absent: no fee.
   */
  fee: z
    .object({ recipient: evmAddress, basisPoints: z.number().int().min(1).max(1_000) })
    .optional(),
})

const lower = (address: string) => address.toLowerCase()

/** `swap` is eip155's; its usdToken and tokens must be listed tokens of the chain. */
function checkSwap(
  chain: {
    caipNetworkId: string
    tokens: { address: string; price?: number | undefined }[]
    multicall3?: string | undefined
  },
  swap: z.output<typeof swapSchema>,
  context: z.RefinementCtx,
) {
  if (!chain.caipNetworkId.startsWith('eip155:')) {
    context.addIssue({ code: 'custom', path: ['swap'], message: 'swaps are served on eip155 only' })
    return
  }
  const listed = new Map(chain.tokens.map((token) => [lower(token.address), token]))
  const usd = listed.get(lower(swap.usdToken))
  if (!usd || usd.price === undefined)
    context.addIssue({
      code: 'custom',
      path: ['swap', 'usdToken'],
      message: 'must be a listed token with a fixed price',
    })
  if (swap.fee && !/^0x[0-9a-fA-F]{40}$/.test(chain.multicall3 ?? ''))
    context.addIssue({
      code: 'custom',
      path: ['swap', 'fee'],
      message: "is paid through the chain's Multicall3: set the chain's multicall3 address",
    })
  swap.tokens?.forEach((token, index) => {
    if (!listed.has(lower(token)))
      context.addIssue({
        code: 'custom',
        path: ['swap', 'tokens', index],
        message: 'must be a listed token of the chain',
      })
  })
}

export const chainSchema = z
  .object({
    caipNetworkId: caipNetworkIdSchema,
    /** The network's name, which the embedded wallet's approvals show beside its id ("Base"). */
    name: z.string().min(1).max(64).optional(),
    /** JSON-RPC endpoints, tried in order: the next one answers when one fails. */
    rpcUrls: z.array(httpUrl).min(1),
    /**
     * Endpoints browsers may be given (the embedded wallet's frame reads and sends through the
     * first): `rpcUrls` often carry an API key and are never handed out. Absent: the frame gets
     * no RPC URL for the chain (it can sign there, not read or send).
     */
    publicRpcUrls: z.array(httpUrl).min(1).max(10).optional(),
    native: tokenSchema.omit({ address: true }),
    /** Listed tokens (ERC-20 contracts on eip155, SPL mints on solana) whose balances `/balance` reports. */
    tokens: z.array(tokenSchema).max(500).default([]),
    /** Multicall3's address on this chain, when it has one: balances are read in one call. */
    multicall3: z.string().optional(),
    /**
     * eip155: how long (ms) one read of the chain's head serves the balances, gas, activity and
     * NFT reads a page polls (default 250): their answers may miss the blocks mined that long
     * before the request (the staleness bound); 0: every such read asks the node for its head.
     * A read with `Cache-Control: no-cache` (the kit's after its own send) always does.
     */
    headShareMs: z.number().int().min(0).max(60_000).optional(),
    /**
     * ERC-721 and ERC-1155 collections `/nfts` reads from the chain's logs (eip155); `standard`
     * says which (default erc721).
     */
    collections: z
      .array(
        z.object({
          address: z.string().min(1),
          name: z.string().min(1).max(64),
          standard: z.enum(['erc721', 'erc1155']).default('erc721'),
        }),
      )
      .max(200)
      .default([]),
    /** Activity source (eip155): the node's Otterscan API (`ots_*`, default) or an indexer URL. */
    activity: z
      .object({
        source: z.enum(['otterscan', 'indexer']).default('otterscan'),
        url: httpUrl.optional(),
      })
      .default({ source: 'otterscan' })
      .refine((activity) => activity.source !== 'indexer' || activity.url, {
        message: "the indexer's url is required with source 'indexer'",
        path: ['url'],
      }),
    /** Swaps through a Uniswap V2-style router (`/swap/*`); absent: swaps are not served here. */
    swap: swapSchema.optional(),
    /** ERC-4337 (eip155): the chain's bundler and, for sponsored gas, its paymaster. */
    erc4337: erc4337ChainSchema.optional(),
  })
  .superRefine((chain, context) => {
    if (chain.swap) checkSwap(chain, chain.swap, context)
    if (chain.erc4337 && !chain.caipNetworkId.startsWith('eip155:'))
      context.addIssue({ code: 'custom', path: ['erc4337'], message: 'ERC-4337 is eip155 only' })
  })

/**
 * On-ramp sessions (`POST /onramp/session`): the providers' widget URLs made with the operator's
 * credentials, which never reach a browser. Each provider is served only when configured.
 */
export const onrampSchema = z.object({
  /** Coinbase Onramp: a CDP Secret API Key (EC PEM or base64 Ed25519) and its id. */
  coinbase: z
    .object({
      apiKeyId: z.string().min(1).max(256),
      apiKeySecret: z.string().min(1).max(4096),
      apiUrl: httpUrl.default('https://api.developer.coinbase.com/onramp'),
    })
    .optional(),
  /** Transak: the partner API key and secret; `staging` for Transak's sandbox. */
  transak: z
    .object({
      apiKey: z.string().min(1).max(256),
      apiSecret: z.string().min(1).max(1024),
      environment: z.enum(['production', 'staging']).default('production'),
      /** Overrides of Transak's API and gateway base URLs (a proxy, tests). */
      apiUrl: httpUrl.optional(),
      gatewayUrl: httpUrl.optional(),
    })
    .optional(),
})

/**
 * Analytics ingest (`POST /e`): bounded per client and per project (counted in the database, so
 * across replicas), kept `retentionDays`, each event's `props` capped in size and depth.
 */
export const analyticsSchema = z.object({
  /** Bytes of events one client (address) may have stored per minute, all projects together. */
  clientBytesPerMinute: z.number().int().min(1_024).max(100_000_000).default(32_768),
  /** Events one project may have stored per day, all its clients together. */
  projectEventsPerDay: z.number().int().min(1).max(1_000_000_000).default(100_000),
  /** Days an event is kept; older ones are deleted. */
  retentionDays: z.number().int().min(1).max(3_650).default(30),
  /** Largest `props` (its JSON) in bytes. */
  propsBytes: z.number().int().min(256).max(16_384).default(2_048),
  /** Deepest `props` nesting (`props` itself is 1, `props.properties` 2). */
  propsDepth: z.number().int().min(2).max(10).default(4),
  /** Events waiting for the next batch write at most, per process; past it `POST /e` answers 503. */
  queuedEvents: z.number().int().min(1).max(1_000_000).default(5_000),
})

export const projectSchema = z.object({
  id: z.string().regex(/^[-_a-zA-Z0-9]{1,64}$/, 'must be 1 to 64 letters, digits, - or _'),
  /** Origins allowed to call the server for this project; a browser request from another gets 403. */
  origins: z.array(origin).min(1),
  /** Gas the project pays for its visitors' smart accounts (`POST /sponsor/user-operation`). */
  sponsorship: sponsorshipSchema.optional(),
})

/** An ES256 private key as a JWK (P-256): the key sign-in tokens are signed with. */
const signingKeySchema = z
  .object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string().regex(/^[-_A-Za-z0-9]{43}$/, 'must be the base64url x coordinate'),
    y: z.string().regex(/^[-_A-Za-z0-9]{43}$/, 'must be the base64url y coordinate'),
    d: z.string().regex(/^[-_A-Za-z0-9]{43}$/, 'must be the base64url private key'),
    /** The key id published in the JWKS (default: the key's RFC 7638 thumbprint). */
    kid: z.string().min(1).max(128).optional(),
  })
  .passthrough()

const DAY_MS = 86_400_000

/** Sign-in with the wallet (`/siwx/*`): sessions, their tokens and what a message may say. */
export const siwxSchema = z.object({
  /** The longest a sign-in session lasts, in ms (default 7 days); a message may end it sooner. */
  sessionTtlMs: z
    .number()
    .int()
    .min(60_000)
    .max(365 * DAY_MS)
    .default(7 * DAY_MS),
  /** Clock skew allowed on the message's times (Issued At, Not Before, Expiration Time), in ms. */
  clockSkewMs: z.number().int().min(0).max(600_000).default(60_000),
  /**
   * The networks (CAIP-2) sign-in accepts; default any network of a namespace the server verifies
   * (eip155, solana, bip122, polkadot). Contract accounts (EIP-1271 / EIP-6492) are verified on
   * the eip155 chains this server serves (`chains`).
   */
  networks: z.array(caipNetworkIdSchema).min(1).optional(),
  /**
   * The token signing key; default: keys generated by the server and kept in the database, sealed
   * with GANGWAY_ENCRYPTION_KEY, a new one every `signingKeyRotationMs`.
   */
  signingKey: signingKeySchema.optional(),
  /** How long a stored signing key signs before a new one takes over, in ms (default 30 days). */
  signingKeyRotationMs: z
    .number()
    .int()
    .min(DAY_MS)
    .max(365 * DAY_MS)
    .default(30 * DAY_MS),
})

const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const

/** One OAuth 2 / OpenID Connect provider of the social login (`/embedded/social/*`). */
export const socialProviderSchema = z.object({
  clientId: z.string().min(1).max(512),
  clientSecret: z.string().min(1).max(2_048).optional(),
  /** OIDC issuer: its discovery document names the endpoints and keys (google, apple, a test provider). */
  issuer: httpUrl.optional(),
  /** OAuth 2 only (x, discord, github, facebook): the endpoints themselves. */
  authorizationUrl: httpUrl.optional(),
  tokenUrl: httpUrl.optional(),
  userinfoUrl: httpUrl.optional(),
  scope: z.string().min(1).max(512).optional(),
})

/**
 * The embedded wallet (`/embedded/*`): email login with one-time codes sent over SMTP, social and
 * Farcaster login, sessions and the key vault. Absent: no embedded wallet on this server.
 */
export const embeddedSchema = z.object({
  smtp: z.object({
    /** The operator's mail server: `smtp://user:pass@host:port` or `smtps://…`. */
    url: z
      .string()
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL'),
    /** The From of every mail, e.g. `Gangway <no-reply@example.com>`. */
    from: z.string().min(3).max(320),
  }),
  /** Seconds a mailed code stays valid (default 600). */
  otpTtlSeconds: z.number().int().min(1).max(86_400).default(600),
  /** Wrong tries a code allows; then it is void and a new one must be requested (default 5). */
  otpMaxTries: z.number().int().min(1).max(20).default(5),
  /** Lifetime of an embedded-wallet session in seconds (default 7 days). */
  sessionTtlSeconds: z
    .number()
    .int()
    .min(60)
    .max(365 * 86_400)
    .default(7 * 86_400),
  /**
   * Longest wait of a device-approval poll (`POST /embedded/email/device`) before it answers
   * VERIFY_DEVICE, in ms (default 25 s).
   */
  devicePollMs: z.number().int().min(100).max(60_000).default(25_000),
  /**
   * Login and email-change mails per hour (counted in the database, so across replicas): per
   * client address, per mailbox (case and plus-aliases folded) and per project. A device the
   * mailbox's user approved has its own hourly budget of `perMailboxPerHour` instead, so nobody
   * else's requests can use up the owner's.
   */
  mailLimits: z
    .object({
      perClientPerHour: z.number().int().min(1).max(100_000).default(30),
      perMailboxPerHour: z.number().int().min(1).max(1_000).default(10),
      perProjectPerHour: z.number().int().min(1).max(10_000_000).default(1_000),
    })
    .prefault({}),
  social: z.partialRecord(z.enum(SOCIAL_PROVIDERS), socialProviderSchema).optional(),
  farcaster: z
    .object({
      /** The chain (CAIP-2) of the IdRegistry the custody addresses are read from. */
      caipNetworkId: caipNetworkIdSchema,
      idRegistry: evmAddress,
      /** The SIWF domain; default the host of `publicUrl`. */
      domain: z.string().min(1).max(253).optional(),
      /**
       * A Farcaster hub's HTTP API (`GET /v1/userDataByFid`): where usernames are read from (a
       * client's claim is never taken). Absent: Farcaster users have no username.
       */
      hubUrl: httpUrl.optional(),
    })
    .optional(),
})

export const serverConfigSchema = z.object({
  /**
   * The address clients reach this server at: links, image URLs, the sign-in issuer and the
   * embedded wallet's own origin are built on it (required with `embedded`). Without it: the
   * address the connection reached, never the request's Host header (unless `trustedProxies`).
   */
  publicUrl: httpUrl.optional(),
  projects: z.array(projectSchema).min(1),
  chains: z.array(chainSchema).default([]),
  /** The wallet directory: a JSON file of listings (an array, or `{ data: [...] }`). */
  directory: z
    .object({
      listingsFile: z.string().min(1),
      /** A folder of images served at `/directory/images/<file>`. */
      imagesDir: z.string().min(1).optional(),
    })
    .optional(),
  /**
   * Account names (`/names/*`): the operator's subnames `<label>.<suffix>`, one lower-case DNS
   * name (default `gangway.eth`).
   */
  names: z
    .object({
      suffix: z
        .string()
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a lower-case DNS name such as gangway.eth')
        .max(200)
        .default('gangway.eth'),
      /**
       * The most names one address may hold (any coin type, every project), counted in the
       * database at each registration: the cap holds across replicas (default 5).
       */
      maxNamesPerAddress: z.number().int().min(1).max(10_000).default(5),
      /**
       * The EIP-3668 (CCIP-Read) gateway of an ENS offchain resolver for the names
       * (`POST /names/ccip`): the private key it signs answers with (the resolver's signer) and how
       * long an answer stays valid. Absent: no gateway.
       */
      gateway: z
        .object({
          signerKey: z
            .string()
            .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key (0x and 64 hex digits)'),
          ttlSeconds: z.number().int().min(10).max(86_400).default(300),
        })
        .optional(),
    })
    .prefault({}),
  /** Where token prices come from: a URL answering `GET ?addresses=a,b` with `{ prices: { [address]: number } }`. */
  prices: z.object({ url: httpUrl }).optional(),
  database: z
    .object({
      /** A PostgreSQL connection string (DATABASE_URL wins over it). */
      url: z.string().min(1).optional(),
      /** The embedded database's data directory (default `./.gangway-data`); `memory://` keeps it in memory. */
      dataDir: z.string().min(1).optional(),
    })
    .default({}),
  limits: z
    .object({
      /** Requests per client (IP) and minute, counted across every replica (in the database). */
      requestsPerMinute: z.number().int().positive().default(600),
      /** Requests per project and minute, all its clients together, across every replica. */
      projectRequestsPerMinute: z.number().int().positive().default(60_000),
      /** Largest request body in bytes. */
      bodyBytes: z.number().int().positive().default(16_384),
      /** Time limit of a request to a chain node or a configured source, in ms. */
      upstreamTimeoutMs: z.number().int().positive().default(10_000),
      /** Time a client has to send its request's body, in ms. */
      requestTimeoutMs: z.number().int().positive().default(15_000),
    })
    .default({
      requestsPerMinute: 600,
      projectRequestsPerMinute: 60_000,
      bodyBytes: 16_384,
      upstreamTimeoutMs: 10_000,
      requestTimeoutMs: 15_000,
    }),
  /**
   * Proxies in front of the server (load balancers) that append the client's address to
   * X-Forwarded-For: the rate limit keys on the address that many entries from the right (the
   * one the outermost trusted proxy saw). 0 (default): the connection's own address.
   */
  trustedProxies: z.number().int().min(0).max(10).default(0),
  /** Sign-in with the wallet: `/siwx/nonce`, `/siwx/verify`, `/siwx/session`, `/siwx/jwks.json`. */
  siwx: siwxSchema.prefault({}),
  /** The embedded wallet (`/embedded/*`); absent: not served. */
  embedded: embeddedSchema.optional(),
  /** On-ramp widget sessions (`/onramp/session`); absent: not served. */
  onramp: onrampSchema.optional(),
  /** Analytics ingest (`POST /e`): what one client and one project may store, and for how long. */
  analytics: analyticsSchema.prefault({}),
  /** Log lines (JSON, one per line) go to stdout; `silent` for none. */
  log: z.enum(['info', 'warn', 'error', 'silent']).default('info'),
})

export type ServerConfigInput = z.input<typeof serverConfigSchema>
export type ServerConfig = z.output<typeof serverConfigSchema>
export type ChainConfig = z.output<typeof chainSchema>
export type TokenConfig = z.output<typeof tokenSchema>
export type SwapConfig = z.output<typeof swapSchema>
export type ProjectConfig = z.output<typeof projectSchema>
export type SiwxConfig = z.output<typeof siwxSchema>
export type EmbeddedConfig = z.output<typeof embeddedSchema>
export type AnalyticsConfig = z.output<typeof analyticsSchema>
export type SocialProviderConfig = z.output<typeof socialProviderSchema>
