// Test-only: what a schema dropped. Valibot's `object` and zod's `object` both strip the keys
// they do not know, so a misspelt optional field (`signInputs` as `signInput`) would pass a
// plain parse; comparing the input with the parsed output finds it.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The paths of `input` that the schema's `parsed` output no longer has, e.g. `params.foo`. */
export function unknownKeys(input: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(parsed)) {
    return input.flatMap((item, index) => unknownKeys(item, parsed[index], `${path}[${index}]`))
  }
  if (!isRecord(input) || !isRecord(parsed)) return []
  return Object.entries(input).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key
    if (value === undefined) return []
    return key in parsed ? unknownKeys(value, parsed[key], at) : [at]
  })
}
