export type ErrorParams = Record<string, string | number>

/** Fills `{name}` placeholders from params; an unknown one stays as written. */
export function fillTemplate(template: string, params: Readonly<ErrorParams> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  )
}
