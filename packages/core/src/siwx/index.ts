export {
  accountLabelOf,
  formatSiwxMessage,
  parseSiwxMessage,
  type SiwxMessageFields,
} from './message/index.js'
