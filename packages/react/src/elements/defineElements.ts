import { accountButtonModel, networkButtonModel } from '../components/model.js'
import { buttonLocale, buttonText, subscribeButtonLocale } from '../i18n/buttonText.js'
import { attachUi } from '../kit/attachUi.js'
import { loadUi } from '../kit/loadUi.js'
import { preloadOnIntent } from '../kit/preload.js'
import type { GangwayKit } from '../kit/types.js'
import { adoptStyles } from '../ui/styles/adoptStyles.js'
import { buttonCss } from '../ui/styles/buttonCss.js'
import { themeVariablesStyle } from '../ui/styles/theme.js'
import { addressGradient, IMAGE_REFERRER_POLICY, safeImageUrl } from '../utils/image.js'

export interface GangwayElementTags {
  connect: string
  network: string
  account: string
}

const DEFAULT_TAGS: GangwayElementTags = {
  connect: 'gangway-button',
  network: 'gangway-network-button',
  account: 'gangway-account-button',
}

type Kind = keyof GangwayElementTags

/** The view each kind's button opens (the connect button: the kit's opening view). */
const INTENT_VIEW = { connect: undefined, network: 'Networks', account: 'Account' } as const

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) element.setAttribute(name, value)
  // Strings become text nodes: wallet and account names are never parsed as HTML.
  element.append(...children)
  return element
}

function image(url: string | undefined, fallback: string, className: string, gradient?: string) {
  const safe = safeImageUrl(url)
  const span = el('span', { class: className, 'aria-hidden': 'true' })
  if (safe) span.append(el('img', { src: safe, alt: '', referrerpolicy: IMAGE_REFERRER_POLICY }))
  else if (gradient) span.style.background = gradient
  else span.append(fallback)
  return span
}

/**
 * The network icon (icons/elementNetworkIcon.ts draws it as the React button's NetworkIcon),
 * imported after the first render with the logos: a blank circle until then.
 */
function networkIcon(model: ReturnType<typeof networkButtonModel>) {
  const span = el('span', { class: 'gw-b-icon gw-network-icon', 'aria-hidden': 'true' })
  void loadUi(() => import('../icons/elementNetworkIcon.js')).then(
    (module) => module.fillNetworkIcon(span, model),
    () => undefined,
  )
  return span
}

function hasFocus(root: ShadowRoot | null, element: Element | null): boolean {
  try {
    return element !== null && root?.activeElement === element
  } catch {
    return false // not attached to a document yet
  }
}

/** One button of the given kind, as DOM, from the kit's current state. */
function renderButton(kit: GangwayKit, kind: Kind, namespace: string | null): HTMLElement | null {
  const state = kit.stores.chain.getState()
  const t = (id: Parameters<typeof buttonText>[1]) => buttonText(kit, id)
  const open = (options?: Parameters<GangwayKit['open']>[0]) => () => void kit.open(options)
  if (kind === 'network') {
    const model = networkButtonModel(state)
    const name = model.unsupported ? t('button.switchNetwork') : (model.name ?? t('button.network'))
    const button = el(
      'button',
      {
        type: 'button',
        class: `gw-b gw-b-surface${model.unsupported ? ' gw-b-warn' : ''}`,
        'data-testid': 'network-button',
        'data-network-id': model.caipNetworkId,
      },
      [networkIcon(model), name],
    )
    button.onclick = open({ view: model.unsupported ? 'UnsupportedChain' : 'Networks' })
    return button
  }
  const ns = (namespace ?? undefined) as Parameters<typeof accountButtonModel>[1]
  const model = accountButtonModel(state, ns, buttonLocale(kit))
  if (model.connected && model.address) {
    const children: Node[] = []
    if (model.balance)
      children.push(
        el('span', { class: 'gw-b-balance', 'data-testid': 'account-balance' }, [model.balance]),
      )
    children.push(
      el('span', { class: 'gw-b-chip' }, [
        image(model.profileImage ?? undefined, '', 'gw-b-avatar', addressGradient(model.address)),
        el('span', { 'data-testid': 'account-address' }, [model.label]),
      ]),
    )
    const button = el(
      'button',
      {
        type: 'button',
        class: 'gw-b gw-b-surface gw-b-account',
        'data-testid': kind === 'connect' ? 'connect-button' : 'account-button',
        title: model.address,
      },
      children,
    )
    button.onclick = open({ view: 'Account', ...(ns ? { namespace: ns } : {}) })
    return button
  }
  if (kind === 'account') return null
  const button = el(
    'button',
    {
      type: 'button',
      class: 'gw-b gw-b-connect',
      'data-testid': 'connect-button',
      'data-bench': 'connect',
      'aria-busy': model.connecting ? 'true' : undefined,
    },
    model.connecting
      ? [el('span', { class: 'gw-b-spinner', 'aria-hidden': 'true' }), t('button.connecting')]
      : [t('button.connect')],
  )
  button.onclick = open(ns ? { namespace: ns } : undefined)
  return button
}

/**
 * Registers `<gangway-button>`, `<gangway-network-button>` and `<gangway-account-button>` for
 * hosts without React. Each renders into its own open shadow root (styles isolated) and follows
 * the kit's stores. The `namespace` attribute limits the connect / account button to one
 * namespace. Call once per page, in the browser; a tag already defined is left as it is.
 */
export function defineGangwayElements(
  kit: GangwayKit,
  tags: Partial<GangwayElementTags> = {},
): GangwayElementTags {
  const names = { ...DEFAULT_TAGS, ...tags }
  if (typeof customElements === 'undefined') return names
  attachUi(kit)
  for (const kind of Object.keys(names) as Kind[]) {
    const tag = names[kind]
    if (customElements.get(tag)) continue
    customElements.define(
      tag,
      class GangwayButtonElement extends HTMLElement {
        static observedAttributes = ['namespace']
        #unsubscribe: (() => void)[] = []
        #wrapper: HTMLSpanElement | undefined

        connectedCallback() {
          const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
          if (!this.#wrapper) {
            this.#wrapper = el('span', { class: 'gw-w' })
            adoptStyles(root, buttonCss, { nonce: kit.options.nonce })
            root.append(this.#wrapper)
            this.#wrapper.addEventListener('pointerenter', () =>
              preloadOnIntent(kit, INTENT_VIEW[kind]),
            )
          }
          const render = () => this.#render()
          this.#unsubscribe = [
            kit.stores.chain.subscribe(render),
            kit.stores.theme.subscribe(render),
          ]
          render()
          // A kit in another language: the buttons show English until its catalogue arrives.
          this.#unsubscribe.push(subscribeButtonLocale(kit, render))
        }

        disconnectedCallback() {
          for (const unsubscribe of this.#unsubscribe.splice(0)) unsubscribe()
        }

        attributeChangedCallback() {
          if (this.isConnected) this.#render()
        }

        #render() {
          const wrapper = this.#wrapper
          if (!wrapper) return
          const theme = kit.stores.theme.getState()
          wrapper.setAttribute('data-theme', theme.themeMode)
          wrapper.removeAttribute('style')
          for (const [key, value] of Object.entries(themeVariablesStyle(theme.themeVariables)))
            wrapper.style.setProperty(key, value)
          const focused = hasFocus(this.shadowRoot, wrapper.firstElementChild)
          const button = renderButton(kit, kind, this.getAttribute('namespace'))
          wrapper.replaceChildren(...(button ? [button] : []))
          if (focused && button) button.focus()
        }
      },
    )
  }
  return names
}
