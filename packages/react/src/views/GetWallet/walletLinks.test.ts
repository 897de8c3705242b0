import { describe, expect, it } from 'vitest'
import { walletLinks } from './walletLinks.js'

describe('walletLinks', () => {
  it('lists store, web app and site links in order', () => {
    expect(
      walletLinks({
        id: 'w',
        name: 'W',
        app_store: 'https://apps.apple.com/app/w',
        play_store: 'https://play.google.com/store/apps/details?id=w',
        webapp_link: 'https://app.w.example',
        homepage: 'https://w.example',
      }).map((link) => link.label),
    ).toEqual([
      'wallets.appStore',
      'wallets.googlePlay',
      'wallets.webApp',
      'wallets.websiteAndExtension',
    ])
  })

  it('leaves out links the URL check refuses (script, data, plain http off loopback, junk)', () => {
    expect(
      walletLinks({
        id: 'w',
        name: 'W',
        app_store: 'javascript:alert(1)',
        play_store: 'data:text/html,hi',
        webapp_link: 'http://evil.example',
        homepage: 'not a url',
      }),
    ).toEqual([])
  })

  it('drops a link repeated under another field', () => {
    expect(
      walletLinks({
        id: 'w',
        name: 'W',
        webapp_link: 'https://w.example',
        homepage: 'https://w.example',
      }),
    ).toEqual([{ label: 'wallets.webApp', href: 'https://w.example' }])
  })
})
