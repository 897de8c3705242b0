import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseConfig, ServerConfigError } from './parseConfig.js'

const project = { id: 'demo', origins: ['https://app.example'] }
/** The embedded wallet needs it (its links and its own origin are built on it). */
const publicUrl = 'https://wallet.example'
const smtp = { url: 'smtp://127.0.0.1:2525', from: 'Gangway <no-reply@app.example>' }

const issuesOf = (embedded: unknown) => {
  try {
    parseConfig({ publicUrl, projects: [project], embedded })
  } catch (error) {
    expect(error).toBeInstanceOf(ServerConfigError)
    return (error as ServerConfigError).issues
  }
  throw new Error('expected the configuration to be refused')
}

describe('parseConfig: embedded', () => {
  it('is absent unless configured', () => {
    expect(parseConfig({ projects: [project] }).embedded).toBeUndefined()
  })

  it('fills in the code and session defaults', () => {
    expect(parseConfig({ publicUrl, projects: [project], embedded: { smtp } }).embedded).toEqual({
      smtp,
      otpTtlSeconds: 600,
      otpMaxTries: 5,
      sessionTtlSeconds: 7 * 86_400,
      devicePollMs: 25_000,
      mailLimits: { perClientPerHour: 30, perMailboxPerHour: 10, perProjectPerHour: 1_000 },
    })
  })

  it('keeps social providers and farcaster as given', () => {
    const embedded = {
      smtp: { url: 'smtps://user:pass@mail.example:465', from: 'no-reply@app.example' },
      otpTtlSeconds: 2,
      otpMaxTries: 3,
      sessionTtlSeconds: 3_600,
      social: {
        google: { clientId: 'g', clientSecret: 's', issuer: 'https://accounts.google.com' },
        github: {
          clientId: 'gh',
          authorizationUrl: 'https://github.com/login/oauth/authorize',
          tokenUrl: 'https://github.com/login/oauth/access_token',
          userinfoUrl: 'https://api.github.com/user',
          scope: 'read:user user:email',
        },
      },
      farcaster: {
        caipNetworkId: 'eip155:10',
        idRegistry: '0x00000000fc6c5f01fc30151999387bb99a9f489b',
        domain: 'app.example',
      },
    }
    expect(parseConfig({ publicUrl, projects: [project], embedded }).embedded).toMatchObject(
      embedded,
    )
  })

  it("the README's example loads", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const shown = /### Embedded wallet: email login[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1]
    const { embedded } = JSON.parse(shown ?? 'null')
    expect(parseConfig({ publicUrl, projects: [project], embedded }).embedded).toMatchObject({
      otpTtlSeconds: 600,
      otpMaxTries: 5,
      sessionTtlSeconds: 604_800,
    })
  })

  it.each([
    [{}, 'embedded.smtp:'],
    [{ smtp: { ...smtp, url: 'http://mail.example' } }, 'embedded.smtp.url:'],
    [{ smtp: { ...smtp, from: '' } }, 'embedded.smtp.from:'],
    [{ smtp, otpTtlSeconds: 0 }, 'embedded.otpTtlSeconds:'],
    [{ smtp, otpMaxTries: 0 }, 'embedded.otpMaxTries:'],
    [{ smtp, sessionTtlSeconds: 10 }, 'embedded.sessionTtlSeconds:'],
    [{ smtp, devicePollMs: 10 }, 'embedded.devicePollMs:'],
    [{ smtp, mailLimits: { perMailboxPerHour: 0 } }, 'embedded.mailLimits.perMailboxPerHour:'],
    [{ smtp, social: { myspace: { clientId: 'a' } } }, 'embedded.social'],
    [{ smtp, social: { google: { clientId: '' } } }, 'embedded.social.google.clientId:'],
    [
      { smtp, social: { x: { clientId: 'a', tokenUrl: 'ftp://x' } } },
      'embedded.social.x.tokenUrl:',
    ],
    [{ smtp, farcaster: { caipNetworkId: 'op', idRegistry: '0x1' } }, 'embedded.farcaster.'],
  ])('refuses %j, naming the field (%s)', (embedded, named) => {
    const issues = issuesOf(embedded)
    expect(issues.some((issue) => issue.startsWith(named))).toBe(true)
  })
})
