export declare const FRAME_BUNDLE: string
export declare function buildFrame(options?: {
  outFile?: string
  minify?: boolean
}): Promise<{ outFile: string; bytes: number }>
