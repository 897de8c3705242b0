/** An @web3icons/core SVG module: the optimised SVG markup as its default export. */
export interface IconModule {
  default: string
}
