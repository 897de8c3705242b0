import type { View } from '@gangway/core'
import { INTERNAL_VIEWS, SPEC_VIEWS } from '@gangway/core/internal'
import { useKit } from '@gangway/react'

function ViewGroup({ title, views }: { title: string; views: readonly View[] }) {
  const { open } = useKit()
  return (
    <div className="view-group">
      <h3>{title}</h3>
      <div className="button-grid">
        {views.map((view) => (
          <button
            key={view}
            type="button"
            className="chip"
            data-testid={`open-view-${view}`}
            onClick={() => open({ view })}
          >
            {view}
          </button>
        ))}
      </div>
    </div>
  )
}

/** One button per view name core exports: `open({ view })`. */
export function ViewButtons() {
  return (
    <section className="card" aria-labelledby="views-title">
      <h2 id="views-title">Views</h2>
      <p className="hint">
        <code>useKit().open({'{ view }'})</code>
      </p>
      <ViewGroup title="Spec views" views={SPEC_VIEWS} />
      <ViewGroup title="Internal views" views={INTERNAL_VIEWS} />
    </section>
  )
}
