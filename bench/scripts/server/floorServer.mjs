// The floor of `npm run bench:server`: the same framework (Hono on @hono/node-server) answering a
// fixed JSON body of BODY_BYTES bytes (argv[3]) on 127.0.0.1:PORT (argv[2]), nothing behind it.
// Run as its own process, as the server is; prints "listening" once it takes connections.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const port = Number(process.argv[2])
const bytes = Number(process.argv[3])
// `{"data":"xxxx…"}`, `bytes` bytes once serialised (as a route's answer is, on every request).
const body = { data: 'x'.repeat(Math.max(0, bytes - 11)) }
const app = new Hono()
app.get('/floor', (c) => c.json(body))
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('listening'))
process.on('SIGTERM', () => process.exit(0))
