// Where a page's JS heap goes, from a V8 heap snapshot taken over CDP: by kind of object, and by
// script (what each script's functions hold: their shared info, bytecode, machine code, feedback
// and scope data, and their closures). The script split is an attribution by the snapshot's edges
// (a function's own internal objects, three edges deep), so it is close, not exact; the kinds add
// up to the whole snapshot, which counts a little more than `Runtime.getHeapUsage` (the isolate's
// heap only, not Blink's native objects: those kinds are left out here).

/** The snapshot of `cdp`'s page, parsed (after the garbage collection the caller forces). */
export async function takeHeapSnapshot(cdp) {
  const chunks = []
  const collect = (event) => chunks.push(event.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect)
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect)
  }
  return JSON.parse(chunks.join(''))
}

/** The kinds reported: V8's node types, with code split into machine code and the rest. */
function kindOf(type, name) {
  if (type === 'code')
    return name === 'system / InstructionStream' ? 'machine code' : 'bytecode, metadata'
  if (type === 'object shape') return 'hidden classes'
  if (type === 'concatenated string' || type === 'sliced string') return 'string'
  return type
}

/** Bytes by kind of object (native objects left out: Blink's, not the isolate's heap). */
export function heapByKind(snapshot) {
  const { nodes, strings } = snapshot
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta
  const width = fields.length
  const bytes = {}
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i]]
    if (type === 'native' || type === 'synthetic') continue
    const kind = kindOf(type, strings[nodes[i + 1]])
    bytes[kind] = (bytes[kind] ?? 0) + nodes[i + 3]
  }
  return bytes
}

/** Bytes by script URL's path (`?` when a function has no script). */
export function heapByScript(snapshot) {
  const { nodes, edges, strings } = snapshot
  const meta = snapshot.snapshot.meta
  const width = meta.node_fields.length
  const edgeWidth = meta.edge_fields.length
  const [types] = meta.node_types
  const [edgeTypes] = meta.edge_types
  const count = nodes.length / width
  const firstEdge = new Uint32Array(count + 1)
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e
    e += nodes[i * width + 4] * edgeWidth
  }
  firstEdge[count] = edges.length
  const name = (node) => strings[nodes[node * width + 1]]
  const type = (node) => types[nodes[node * width]]
  function* internal(node) {
    for (let e = firstEdge[node]; e < firstEdge[node + 1]; e += edgeWidth) {
      const kind = edgeTypes[edges[e]]
      if (kind === 'element' || kind === 'hidden') continue
      yield [strings[edges[e + 1]], edges[e + 2] / width, kind]
    }
  }
  const scriptOf = (sfi) => {
    for (const [edge, to] of internal(sfi)) {
      if (edge === 'script')
        return name(to)
          .replace(/^system \/ Script \/ /, '')
          .replace(/^https?:\/\/[^/]+/, '')
    }
    return '?'
  }
  const owned = new Uint8Array(count)
  const bytes = {}
  const own = (node, script, depth) => {
    if (owned[node]) return
    const n = name(node)
    if (
      depth > 0 &&
      (type(node) === 'closure' ||
        n.startsWith('system / SharedFunctionInfo') ||
        n.startsWith('system / Script') ||
        n.startsWith('system / Context') ||
        n.startsWith('system / NativeContext'))
    )
      return
    owned[node] = 1
    bytes[script] = (bytes[script] ?? 0) + nodes[node * width + 3]
    if (depth === 3) return
    for (const [edge, to, kind] of internal(node)) {
      if (kind === 'internal' && edge !== 'map' && edge !== 'context' && edge !== 'script')
        own(to, script, depth + 1)
    }
  }
  const scriptOfFunction = new Map()
  for (let node = 0; node < count; node++) {
    if (!name(node).startsWith('system / SharedFunctionInfo')) continue
    scriptOfFunction.set(node, scriptOf(node))
    own(node, scriptOfFunction.get(node), 0)
  }
  for (let node = 0; node < count; node++) {
    if (type(node) !== 'closure') continue
    let script = '?'
    for (const [edge, to] of internal(node))
      if (edge === 'shared') script = scriptOfFunction.get(to) ?? '?'
    own(node, script, 0)
  }
  return bytes
}
