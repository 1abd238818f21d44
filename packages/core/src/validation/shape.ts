// Small runtime shape checks for what start-up reads: the configuration and the persisted
// values. They cost a few hundred bytes where a schema library would be the largest part of
// every page's first download; the service answers, read later, keep zod.

/** Where a value breaks its shape, and how. */
export type ShapeIssue = { path: readonly (string | number)[]; message: string }

export type Shape<T> = {
  /** Appends what is wrong with `value` (found at `path`) to `issues`; never throws. */
  readonly check: (value: unknown, path: readonly (string | number)[], issues: ShapeIssue[]) => void
  /** Never set: carries the type of a valid value. */
  readonly type?: T
  /** An object property of this shape may be absent. */
  readonly optional?: true
}

/** The type of the values a shape accepts. */
export type Infer<S> = S extends Shape<infer T> ? T : never

type OptionalKeys<P> = { [K in keyof P]: P[K] extends { optional: true } ? K : never }[keyof P]
type Flatten<T> = { [K in keyof T]: T[K] } & {}
type ObjectOf<P extends Record<string, Shape<unknown>>> = Flatten<
  { [K in Exclude<keyof P, OptionalKeys<P>>]: Infer<P[K]> } & {
    [K in OptionalKeys<P>]?: Infer<P[K]>
  }
>

/** A shape that `test`s the value itself. */
function is<T>(test: (value: unknown) => boolean, message: string): Shape<T> {
  return {
    check: (value, path, issues) => {
      if (!test(value)) issues.push({ path, message })
    },
  }
}

export const string = is<string>((value) => typeof value === 'string', 'must be a string')
export const number = is<number>(
  (value) => typeof value === 'number' && Number.isFinite(value),
  'must be a number',
)
export const boolean = is<boolean>((value) => typeof value === 'boolean', 'must be a boolean')
export const func = is<(...args: never[]) => unknown>(
  (value) => typeof value === 'function',
  'must be a function',
)
export const unknown = is<unknown>(() => true, '')

export function literal<const T extends string | number | boolean>(expected: T): Shape<T> {
  return is((value) => value === expected, `must be ${JSON.stringify(expected)}`)
}

export function oneOf<const T extends readonly string[]>(values: T): Shape<T[number]> {
  return is(
    (value) => (values as readonly unknown[]).includes(value),
    `must be one of ${values.join(', ')}`,
  )
}

/** `base`, and then `test` on a value that has it. */
export function refine<T>(base: Shape<T>, test: (value: T) => boolean, message: string): Shape<T> {
  return {
    check: (value, path, issues) => {
      const before = issues.length
      base.check(value, path, issues)
      if (issues.length === before && !test(value as T)) issues.push({ path, message })
    },
  }
}

/** Either shape. */
export function union<A, B>(first: Shape<A>, second: Shape<B>, message: string): Shape<A | B> {
  return is((value) => isValid(first, value) || isValid(second, value), message)
}

export function optional<T>(base: Shape<T>): Shape<T | undefined> & { optional: true } {
  return {
    optional: true,
    check: (value, path, issues) => {
      if (value !== undefined) base.check(value, path, issues)
    },
  }
}

export function nullable<T>(base: Shape<T>): Shape<T | null> {
  return {
    check: (value, path, issues) => {
      if (value !== null) base.check(value, path, issues)
    },
  }
}

export function array<T>(item: Shape<T>): Shape<T[]> {
  return {
    check: (value, path, issues) => {
      if (!Array.isArray(value)) return void issues.push({ path, message: 'must be a list' })
      value.forEach((entry, index) => {
        item.check(entry, [...path, index], issues)
      })
    },
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An object with at least these properties (others are allowed and kept). */
export function object<P extends Record<string, Shape<unknown>>>(
  properties: P,
): Shape<ObjectOf<P>> {
  return {
    check: (value, path, issues) => {
      if (!isRecord(value)) return void issues.push({ path, message: 'must be an object' })
      for (const [key, property] of Object.entries(properties)) {
        property.check(value[key], [...path, key], issues)
      }
    },
  }
}

/** An object whose every key has `key`'s shape and every value `item`'s. */
export function record<K extends string, T>(
  key: Shape<K>,
  item: Shape<T>,
): Shape<Partial<Record<K, T>>> {
  return {
    check: (value, path, issues) => {
      if (!isRecord(value)) return void issues.push({ path, message: 'must be an object' })
      for (const [name, entry] of Object.entries(value)) {
        key.check(name, [...path, name], issues)
        item.check(entry, [...path, name], issues)
      }
    },
  }
}

/** The issues of `value`, none when it has the shape. */
export function issuesOf(shape: Shape<unknown>, value: unknown): ShapeIssue[] {
  const issues: ShapeIssue[] = []
  shape.check(value, [], issues)
  return issues
}

export function isValid<T>(shape: Shape<T>, value: unknown): value is T {
  return issuesOf(shape, value).length === 0
}
