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

/**
 * Bytes by function: each function's shared info, bytecode, machine code, feedback and scope
 * data and its closures, with its script's path (`?` when it has none) and, when a closure of it
 * is alive, the position the snapshot gives for it (0-based `line` and `column` in the script).
 */
export function heapByFunction(snapshot) {
  const { nodes, edges, strings, locations } = snapshot
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
  const fields = meta.location_fields ?? []
  const at = (field) => fields.indexOf(field)
  const position = new Map()
  for (let i = 0; i < (locations?.length ?? 0); i += fields.length)
    position.set(locations[i + at('object_index')] / width, {
      line: locations[i + at('line')],
      column: locations[i + at('column')],
    })
  const owned = new Uint8Array(count)
  const own = (node, depth) => {
    if (owned[node]) return 0
    const n = name(node)
    if (
      depth > 0 &&
      (type(node) === 'closure' ||
        n.startsWith('system / SharedFunctionInfo') ||
        n.startsWith('system / Script') ||
        n.startsWith('system / Context') ||
        n.startsWith('system / NativeContext'))
    )
      return 0
    owned[node] = 1
    let bytes = nodes[node * width + 3]
    if (depth === 3) return bytes
    for (const [edge, to, kind] of internal(node)) {
      if (kind === 'internal' && edge !== 'map' && edge !== 'context' && edge !== 'script')
        bytes += own(to, depth + 1)
    }
    return bytes
  }
  const functions = new Map()
  for (let node = 0; node < count; node++) {
    if (!name(node).startsWith('system / SharedFunctionInfo')) continue
    functions.set(node, { script: scriptOf(node), bytes: own(node, 0), line: null, column: null })
  }
  const unattributed = { script: '?', bytes: 0, line: null, column: null }
  for (let node = 0; node < count; node++) {
    if (type(node) !== 'closure') continue
    let fn = unattributed
    for (const [edge, to] of internal(node)) if (edge === 'shared') fn = functions.get(to) ?? fn
    fn.bytes += own(node, 0)
    const where = position.get(node)
    if (where && fn.line === null) Object.assign(fn, where)
  }
  return [...functions.values(), unattributed]
}

/** Bytes by script URL's path (`?` when a function has no script). */
export function heapByScript(snapshot) {
  const bytes = {}
  for (const fn of heapByFunction(snapshot))
    if (fn.bytes) bytes[fn.script] = (bytes[fn.script] ?? 0) + fn.bytes
  return bytes
}
