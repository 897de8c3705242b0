import { type KeyboardEvent, useId, useRef } from 'react'
import { useViewStyles } from '../hooks/context.js'
import { tabsCss } from './styles/tabsCss.js'

export interface TabsProps<T extends string> {
  tabs: readonly { id: T; label: string }[]
  selected: T
  onSelect: (id: T) => void
  label: string
  /** Id prefix so each tab controls its panel: `${idPrefix}-panel-${id}`. */
  idPrefix?: string
}

/** WAI-ARIA tabs: roving tabindex, arrow keys (mirrored right to left) / Home / End move and select. */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
}: TabsProps<T>) {
  useViewStyles(tabsCss)
  const generated = useId()
  const prefix = idPrefix ?? generated
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    let next = index
    // Right-to-left (the modal's dir="rtl"): the next tab is on the left.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
    const [forward, backward] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
    if (event.key === forward) next = (index + 1) % tabs.length
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    else return
    event.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.id)
    refs.current[next]?.focus()
  }
  return (
    <div className="gw-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          role="tab"
          id={`${prefix}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`${prefix}-panel-${tab.id}`}
          tabIndex={tab.id === selected ? 0 : -1}
          className="gw-tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
