import { createRoute, z } from '@hono/zod-openapi'
import { refusal } from '../../app/errors.js'
import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import { ccipGatewayRoute } from './ccipGatewayRoute.js'
import { nameRecordSchema } from './nameAnswer.js'
import { checkName, fullName, labelOf } from './nameRules.js'
import { namesStore } from './namesStore.js'
import { registerNameRoute } from './registerNameRoute.js'

const nameQuery = z.object({
  name: z.string().min(1, 'required').max(255).openapi({
    description: 'A label (alice) or a full name (alice.<suffix>); any case',
  }),
  projectId: z.string().optional(),
})

const lookup = createRoute({
  method: 'get',
  path: '/names/lookup',
  summary: 'A registered name and its addresses',
  request: { query: nameQuery },
  responses: {
    200: {
      description: 'The name',
      content: { 'application/json': { schema: nameRecordSchema } },
    },
    400: { description: 'Not a name of this server' },
    404: { description: 'Not registered' },
  },
})

const suggestions = createRoute({
  method: 'get',
  path: '/names/suggestions',
  summary: 'The name asked for and a few variants, each with whether it is registered',
  request: { query: nameQuery },
  responses: {
    200: {
      description: 'The name first, then variants',
      content: {
        'application/json': {
          schema: z.object({
            suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
          }),
        },
      },
    },
    400: { description: 'Not a name of this server' },
  },
})

const reverse = createRoute({
  method: 'get',
  path: '/names/reverse',
  summary: "An address's names, oldest first",
  request: {
    query: z.object({
      address: z.string().min(1, 'required').max(128),
      coinType: z.coerce.number().int().nonnegative().optional(),
      projectId: z.string().optional(),
    }),
  },
  responses: {
    200: {
      description: 'Its names (empty when none)',
      content: { 'application/json': { schema: z.object({ names: z.array(nameRecordSchema) }) } },
    },
  },
})

/** Variants offered next to a label: numbered, then with a word before or after. */
const variantsOf = (label: string) =>
  [`${label}1`, `${label}2`, `${label}-app`, `the-${label}`, `${label}2026`].slice(0, 5)

const badName = (problem: string, suffix: string) =>
  refusal(400, 'INVALID_REQUEST', `name: ${problem} (a label, or a label.${suffix})`, 'name')

/**
 * `/names/*`: the operator's account names (spec §4 name registration, §5 rule, §7 calls): one
 * table, names unique in any case, the same for every project of the server.
 */
export const namesRoutes: RouteGroup = routeGroup((app, deps) => {
  const { suffix } = deps.config.names
  const store = namesStore(deps.db)

  app.openapi(lookup, async (c) => {
    const checked = await checkName(c.req.valid('query').name, suffix)
    if ('problem' in checked) throw badName(checked.problem, suffix)
    const { name } = checked
    const found = await store.byName(name)
    if (!found) throw refusal(404, 'NOT_FOUND', `${name} is not registered`, 'name')
    return c.json(found, 200)
  })

  app.openapi(suggestions, async (c) => {
    const checked = await checkName(c.req.valid('query').name, suffix)
    if ('problem' in checked) throw badName(checked.problem, suffix)
    const { name } = checked
    // Only variants that are names themselves (a long label's variant can be over 63).
    const variants = await Promise.all(
      variantsOf(labelOf(name)).map((label) => fullName(label, suffix)),
    )
    const names = [name, ...variants.filter((variant) => variant !== undefined)]
    const registered = await store.registered(names)
    return c.json(
      { suggestions: names.map((entry) => ({ name: entry, registered: registered.has(entry) })) },
      200,
    )
  })

  app.openapi(reverse, async (c) => {
    const { address, coinType } = c.req.valid('query')
    return c.json({ names: await store.byAddress(address, coinType) }, 200)
  })

  registerNameRoute(app, deps, store)
  ccipGatewayRoute(app, deps, store)
})
