import { describe, expect, it } from 'vitest'
import { batchedLines, createLogger, flushLogLines } from './logger.js'

/** A sink that keeps each write. */
const recordingSink = () => {
  const writes: string[] = []
  return { writes, write: (text: string) => writes.push(text) }
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('createLogger', () => {
  it('writes one JSON line per entry: time, level, message, then the fields', () => {
    const lines: [string, string][] = []
    const log = createLogger('info', (line, level) => lines.push([line, level]))
    log.info('request', { requestId: 'r1', status: 200, ms: 1.5 })
    log.warn('no fields')
    log.error('quoted "words"\n', { detail: '</script>' })
    const parsed = lines.map(([line]) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.map(([, level]) => level)).toEqual(['info', 'warn', 'error'])
    expect(parsed[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      message: 'request',
      requestId: 'r1',
      status: 200,
      ms: 1.5,
    })
    expect(Object.keys(parsed[1] ?? {})).toEqual(['time', 'level', 'message'])
    expect(parsed[2]).toMatchObject({ message: 'quoted "words"\n', detail: '</script>' })
    expect(lines.every(([line]) => !line.includes('\n'))).toBe(true)
  })

  it('below its level nothing is written', () => {
    const lines: string[] = []
    const log = createLogger('warn', (line) => lines.push(line))
    log.info('skipped')
    log.warn('kept')
    expect(lines.map((line) => JSON.parse(line).message)).toEqual(['kept'])
  })
})

describe('batchedLines', () => {
  it('writes the lines of one turn in one write, in order, when the turn ends', async () => {
    const sink = recordingSink()
    const write = batchedLines(sink)
    write('{"n":1}')
    write('{"n":2}')
    write('{"n":3}')
    expect(sink.writes).toEqual([])
    await nextTurn()
    expect(sink.writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n'])
    write('{"n":4}')
    await nextTurn()
    expect(sink.writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n'])
  })

  it('what waits is written when the process exits (its exit hook writes it at once)', () => {
    const sink = recordingSink()
    batchedLines(sink)('{"last":true}')
    expect(process.listeners('exit')).toContain(flushLogLines)
    flushLogLines()
    expect(sink.writes).toEqual(['{"last":true}\n'])
  })
})
