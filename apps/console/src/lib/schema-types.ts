/**
 * The types of a contract's schema, read through the Standard Schema interface zod 4
 * implements. The console imports schemas as types only and so needs no zod of its own (the
 * root's `zod` is another major version, pulled in by a tool).
 */
type Typed = {
  readonly '~standard': { readonly types?: { readonly input: unknown; readonly output: unknown } | undefined }
}

/** What the schema accepts: the type of a request body the console sends. */
export type Input<S extends Typed> = NonNullable<S['~standard']['types']>['input']

/** What the schema produces: the type of a response the console reads. */
export type Output<S extends Typed> = NonNullable<S['~standard']['types']>['output']
