import { isKitError, KitError } from '@gangway/core/common'
import { useEffect, useState } from 'react'
import { send as sendText } from '../../i18n/messages/en/send.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { loadNamesChunk, type NamesChunk } from '../shared/namesChunk.js'

/** How long typing settles before a name is looked up. */
const RESOLVE_DEBOUNCE_MS = 300

export interface ReceiverName {
  /** What the visitor typed (a name or an address). */
  typed: string
  setTyped(text: string): void
  /** While a typed name is looked up. */
  resolving: boolean
  /** The address a typed name resolved to. */
  resolved: string | undefined
  /** Why a typed name did not resolve (the server's reason, or the spec's text), in the locale. */
  failure: string | undefined
}

/** Why a typed name did not resolve: not registered, the server's own reason, or an error. */
type Failure = { unregistered: string } | { reason: string } | { error: unknown }

/**
 * A lookup's failure: the server's own reason as the names code words it (kept as it is), else
 * the error, shown with the catalogue's text in the locale ('Error resolving name' when the
 * names code did not load).
 */
function failureOf(error: unknown, names: NamesChunk | undefined): Failure {
  if (!names) return { error: new KitError('NAME_RESOLVE_FAILED', { cause: error }) }
  return isKitError(error) && error.longMessage ? { reason: names.nameErrorText(error) } : { error }
}

/**
 * The Send receiver as typed: an address goes to the send state as it is; with a name API, a
 * name (a dot, not an address) is looked up and its address goes to the send state as the
 * receiver, the name as `receiverProfileName`.
 */
export function useReceiverName(kit: UiKit): ReceiverName {
  const { send } = kit.controllers
  const t = useT(sendText)
  const [typed, setTypedText] = useState(() => {
    const state = kit.stores.send.getState()
    return state.receiverProfileName ?? state.receiverAddress ?? ''
  })
  const [resolving, setResolving] = useState(false)
  const [resolved, setResolved] = useState<string | undefined>(() =>
    kit.stores.send.getState().receiverProfileName
      ? kit.stores.send.getState().receiverAddress
      : undefined,
  )
  const [failure, setFailure] = useState<Failure | undefined>()
  // A dot (names are `<label>.<suffix>`): the names code decides (loaded on demand).
  const maybeName = Boolean(kit.options.namesApiUrl) && typed.includes('.')

  const setTyped = (text: string) => {
    const value = text.trim()
    setTypedText(value)
    setResolved(undefined)
    setFailure(undefined)
    // Until the name resolves, the receiver is what was typed (not an address: not sendable).
    send.setSendState({ receiverAddress: value, receiverProfileName: undefined })
  }

  useEffect(() => {
    if (!maybeName) {
      setResolving(false)
      return
    }
    const controller = new AbortController()
    setResolving(true)
    let names: NamesChunk | undefined
    const timer = setTimeout(() => {
      loadNamesChunk()
        .then((chunk) => {
          names = chunk
          return chunk.looksLikeName(typed)
            ? chunk.resolveName(kit, typed, controller.signal)
            : null
        })
        .then((found) => {
          if (controller.signal.aborted || found === null) return
          if (!found) {
            setFailure({ unregistered: typed })
            return
          }
          setResolved(found.address)
          send.setSendState({ receiverAddress: found.address, receiverProfileName: found.name })
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFailure(failureOf(error, names))
        })
        .finally(() => {
          if (!controller.signal.aborted) setResolving(false)
        })
    }, RESOLVE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kit, send, typed, maybeName])

  const failureText =
    failure === undefined
      ? undefined
      : 'unregistered' in failure
        ? t('send.nameNotRegistered', { name: failure.unregistered })
        : 'reason' in failure
          ? failure.reason
          : t.error(failure.error)
  return { typed, setTyped, resolving, resolved, failure: failureText }
}
