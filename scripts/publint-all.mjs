// Runs publint on every workspace package (after `npm run build`); fails on any error or warning.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

let problems = 0
for (const dir of readdirSync('packages')) {
  const pkgDir = join('packages', dir)
  if (!existsSync(join(pkgDir, 'package.json'))) continue
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'))
  const { messages } = await publint({ pkgDir, level: 'warning', strict: true })
  for (const message of messages) {
    problems++
    console.log(`${pkg.name}: ${formatMessage(message, pkg)}`)
  }
  if (messages.length === 0) console.log(`publint ${pkg.name}: ok`)
}
if (problems) {
  console.error(`publint: ${problems} problem(s)`)
  process.exit(1)
}
