export { assertSiwxMessageFields, type SiwxMessageFields } from './fields.js'
export { formatSiwxMessage } from './format.js'
export { accountLabelOf } from './labels.js'
export { parseSiwxMessage } from './parse.js'
