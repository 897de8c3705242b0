// The adapter on ethers v5. Its options type, `EthersAdapterOptions`, is the package entry's
// (one home per name).
export { Ethers5Adapter } from './Ethers5Adapter.js'
