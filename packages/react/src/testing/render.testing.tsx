import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders into a fresh container in document.body (happy-dom); returns it and an unmount. */
export async function render(node: ReactNode): Promise<{
  container: HTMLElement
  root: Root
  unmount: () => Promise<void>
}> {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  await act(async () => root.render(node))
  return {
    container,
    root,
    unmount: async () => {
      await act(async () => root.unmount())
      container.remove()
    },
  }
}

/** Runs a state change inside act() and lets effects and microtasks settle. */
export async function settle(change?: () => unknown): Promise<void> {
  await act(async () => {
    await change?.()
  })
}
