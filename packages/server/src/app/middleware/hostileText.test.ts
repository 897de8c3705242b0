import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, scanBody, scanJson, scanUrl } from './hostileText.js'

describe('scanJson', () => {
  it('passes ordinary JSON, escapes and surrogate pairs included', () => {
    expect(scanJson('{"a":"x\\"y\\\\","b":[1,{"c":"\\u00e9\\ud83d\\ude00"}],"d":null}')).toBe(
      undefined,
    )
    expect(scanJson(JSON.stringify({ emoji: '😀', text: 'tab\tquote"' }))).toBe(undefined)
  })

  it('finds a NUL, escaped or raw, and names its field', () => {
    expect(scanJson('{"props":{"event":"A\\u0000"}}')).toEqual({
      kind: 'nul',
      field: 'body.props.event',
    })
    expect(scanJson('{"list":["ok","\0"]}')).toEqual({ kind: 'nul', field: 'body.list.1' })
    expect(scanJson('{"username":"bob\\u0000"}')).toEqual({ kind: 'nul', field: 'body.username' })
  })

  it('finds a surrogate escape without its pair, either half', () => {
    expect(scanJson('{"a":"\\ud800"}')).toEqual({ kind: 'surrogate', field: 'body.a' })
    expect(scanJson('{"a":"\\udc00x"}')).toEqual({ kind: 'surrogate', field: 'body.a' })
    expect(scanJson('{"a":"\\ud800\\ud800"}')).toEqual({ kind: 'surrogate', field: 'body.a' })
    expect(scanJson('{"a":"\\ud800x"}')).toEqual({ kind: 'surrogate', field: 'body.a' })
  })

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH}, 5,000 levels without recursion`, () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    expect(scanJson(nested(MAX_JSON_DEPTH))).toBe(undefined)
    expect(scanJson(nested(MAX_JSON_DEPTH + 1))?.kind).toBe('depth')
    expect(scanJson(`{"props":${nested(5_000)}}`)).toMatchObject({ kind: 'depth' })
    // Brackets inside strings are text.
    expect(scanJson(`{"a":"${'['.repeat(100)}"}`)).toBe(undefined)
  })
})

describe('scanUrl and scanBody', () => {
  it('finds a NUL in a query parameter or the path', () => {
    expect(scanUrl('http://h/names/lookup?name=al%00ice')).toEqual({ kind: 'nul', field: 'name' })
    expect(scanUrl('http://h/directory/images/a%00.png')).toEqual({ kind: 'nul', field: 'path' })
    expect(scanUrl('http://h/balance?address=0x1&caipNetworkId=eip155%3A1')).toBe(undefined)
  })

  it('scans JSON whatever its content type, form fields, and any other text for NUL', () => {
    expect(scanBody('{"a":"\\u0000"}', 'text/plain')).toMatchObject({ kind: 'nul' })
    expect(scanBody('token=abc%00', 'application/x-www-form-urlencoded')).toEqual({
      kind: 'nul',
      field: 'body.token',
    })
    expect(scanBody('plain\0text', 'text/plain')).toEqual({ kind: 'nul', field: 'body' })
    expect(scanBody('plain text', 'text/plain')).toBe(undefined)
  })
})
