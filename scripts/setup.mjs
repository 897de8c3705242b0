// Installs what the tests need beyond npm packages: Debian's chromium for the browser suite.
// Idempotent; does nothing when everything is present.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  console.log('setup: installing Debian chromium (needed by the browser tests)')
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' })
  execSync(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation`,
    {
      stdio: 'inherit',
    },
  )
} else {
  console.log('setup: chromium present')
}
