import fc from 'fast-check'

/** The parts of an OpenAPI 3.1 document the generator reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}
type JsonSchema = Record<string, any>
interface Parameter {
  name: string
  in: 'query' | 'path' | 'header'
  required?: boolean
  schema?: JsonSchema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

/** One HTTP request as generated: its method, path (parameters filled in), query, headers, body. */
export interface HostileRequest {
  method: string
  path: string
  query: [string, string][]
  headers: Record<string, string>
  /** The body's text (JSON, or the raw text sent instead), and its content type. */
  body?: { text: string; contentType: string }
}

export interface RouteUnderTest {
  method: string
  /** The OpenAPI path, e.g. `/directory/images/{file}`. */
  template: string
  request: fc.Arbitrary<HostileRequest>
}

/** Stands for JSON nested 5,000 deep: spliced into the body's text (a value that deep cannot be stringified). */
const DEEP = '\u00a7deep\u00a7'
const DEEP_JSON = `${'['.repeat(5_000)}${']'.repeat(5_000)}`

/** What PostgreSQL refuses in text and jsonb (NUL) or jsonb alone (a lone surrogate escape). */
const REFUSED_BY_POSTGRES = [
  'a\u0000b',
  '\u0000',
  'https://app.example/\u0000',
  '\ud800',
  'x\udc00y',
]

/** Strings no field should choke on: injection and traversal, sizes, numbers as text, odd Unicode. */
export const HOSTILE_STRINGS = [
  ...REFUSED_BY_POSTGRES,
  "'; DROP TABLE analytics_events; --",
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '<script>alert(1)</script>',
  '\u202e\u2066gnp.exe',
  '𝕏😀👩‍👩‍👧',
  '__proto__',
  'constructor',
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(400),
  `0x${'f'.repeat(64)}`,
  `eip155:${'9'.repeat(80)}`,
  'eip155:1',
  'x'.repeat(9_000),
] as const

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...REFUSED_BY_POSTGRES) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
)

/** Any JSON value a client could send where a field is expected, hostile ones first. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      -1,
      0,
      0.5,
      2 ** 53 + 1,
      1e308,
      -1e308,
      [],
      {},
      DEEP,
      JSON.parse('{"__proto__":{"polluted":true}}'),
      Array.from({ length: 1_000 }, () => 1),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

const resolve = (schema: JsonSchema | undefined, doc: OpenApiDocument): JsonSchema => {
  let current = schema ?? {}
  for (let hops = 0; current.$ref && hops < 10; hops++)
    current = doc.components?.schemas?.[String(current.$ref).split('/').pop() ?? ''] ?? {}
  return current
}

const safePattern = (pattern: string) => {
  try {
    return fc.stringMatching(new RegExp(pattern))
  } catch {
    return undefined
  }
}

/** A value the schema describes (so the request reaches the route), its fields sometimes hostile. */
function validValue(
  raw: JsonSchema | undefined,
  doc: OpenApiDocument,
  depth: number,
): fc.Arbitrary<unknown> {
  const schema = resolve(raw, doc)
  const field = (inner: JsonSchema | undefined) => fieldValue(inner, doc, depth + 1)
  if (depth > 6) return fc.constant(null)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (Array.isArray(union) && union.length)
    return fc.oneof(...union.map((inner) => validValue(inner, doc, depth + 1)))
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid()
      if (schema.format === 'email') return fc.emailAddress()
      const matching = typeof schema.pattern === 'string' ? safePattern(schema.pattern) : undefined
      if (matching) return matching
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      })
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1e6, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 1e9, 2 ** 31),
      })
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(field(schema.items), { maxLength: 3 })
    case 'object': {
      const properties: Record<string, JsonSchema> = schema.properties ?? {}
      const entries = Object.fromEntries(
        Object.entries(properties).map(([key, inner]) => [key, field(inner)]),
      )
      const record = fc.record(entries, {
        requiredKeys: (schema.required ?? []).filter((key: string) => key in entries),
      })
      return schema.additionalProperties === false
        ? record
        : fc
            .tuple(record, fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }))
            .map(([known, extra]) => ({ ...extra, ...known }))
    }
    default:
      return hostileValue
  }
}

/** A field: mostly what its schema says, sometimes a hostile value in its place. */
function fieldValue(schema: JsonSchema | undefined, doc: OpenApiDocument, depth: number) {
  return fc.oneof(
    { weight: 2, arbitrary: validValue(schema, doc, depth) },
    { weight: 1, arbitrary: hostileValue },
  )
}

/** The text with unpaired surrogates replaced (what a URL can carry). */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

/** A JSON body's text: the DEEP marker becomes 5,000 levels of nesting. */
export const jsonText = (value: unknown) => JSON.stringify(value).replaceAll(`"${DEEP}"`, DEEP_JSON)

const asText = (value: unknown) =>
  value === DEEP ? DEEP_JSON : typeof value === 'string' ? value : JSON.stringify(value)

/** Header values a client can send at all (printable ASCII); hostile within that. */
const headerValue = fc.oneof(
  fc.constantFrom(
    'Bearer ',
    `Bearer ${'A'.repeat(5_000)}`,
    "Bearer '; DROP TABLE x; --",
    'Basic Og==',
    'Bearer a.b.c',
  ),
  fc.stringMatching(/^Bearer [\x20-\x7e]{0,200}$/),
)

/**
 * For every operation of the document: requests whose parameters and body follow the operation's
 * schema, with hostile values in some fields, or whose body is not what the schema says at all.
 */
export function routesOf(
  doc: OpenApiDocument,
  options: { project: string; origin: (path: string) => string | undefined },
): RouteUnderTest[] {
  const routes: RouteUnderTest[] = []
  for (const [template, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? []
      const query = parameters.filter(
        (parameter) => parameter.in === 'query' && parameter.name !== 'projectId',
      )
      const inPath = parameters.filter((parameter) => parameter.in === 'path')
      const headers = parameters.filter((parameter) => parameter.in === 'header')
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
      const queryArb = fc.tuple(
        ...query.map((parameter) =>
          fc.option(
            fieldValue(parameter.schema, doc, 0).map(
              (value) => [parameter.name, asText(value)] as [string, string],
            ),
            {
              freq: parameter.required ? 8 : 2,
            },
          ),
        ),
      )
      const pathArb = fc.tuple(
        ...inPath.map((parameter) => fieldValue(parameter.schema, doc, 0).map(asText)),
      )
      const headerArb = fc.tuple(
        ...headers.map((parameter) =>
          fc.option(headerValue.map((value) => [parameter.name, value] as const)),
        ),
      )
      const bodyArb = media
        ? fc.oneof(
            { weight: 5, arbitrary: validValue(media.schema, doc, 0).map(jsonText) },
            { weight: 1, arbitrary: hostileValue.map(jsonText) },
            { weight: 1, arbitrary: hostileString },
          )
        : fc.constant(undefined)
      const request = fc
        .tuple(queryArb, pathArb, headerArb, bodyArb)
        .map(([queryValues, pathValues, headerValues, body]): HostileRequest => {
          let path = template
          inPath.forEach((parameter, index) => {
            path = path.replace(
              `{${parameter.name}}`,
              encodeURIComponent(wellFormed(String(pathValues[index]))),
            )
          })
          const origin = options.origin(template)
          return {
            method: method.toUpperCase(),
            path,
            query: [
              ['projectId', options.project],
              ...queryValues.filter((entry): entry is [string, string] => entry !== null),
            ],
            headers: {
              ...(origin && { origin }),
              ...Object.fromEntries(headerValues.filter((entry) => entry !== null)),
            },
            ...(body !== undefined && {
              body: { text: body, contentType: contentType ?? 'application/json' },
            }),
          }
        })
      routes.push({ method: method.toUpperCase(), template, request })
    }
  return routes
}
