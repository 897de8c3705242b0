// The same host, which also opens the modal (the modal and its views load on that first open).
import { kit } from './button-only.js'

export { App } from './button-only.js'

export function openModal() {
  return kit.open()
}
