/** What a Standard Schema (zod's schemas, RTK Query's `responseSchema`) has. */
export interface StandardSchemaLike {
  readonly '~standard': {
    readonly validate: (value: unknown) => unknown;
  };
}

/**
 * A schema whose code loads the first time it checks a value: RTK Query's `responseSchema` awaits
 * `validate`, so the first screen's JavaScript need not hold zod and the wire schemas, and they
 * load beside the first request instead (docs/budgets-and-benchmarks.md). A failed load fails
 * that check (the query shows its error and retry) and is tried again on the next.
 */
export function lazySchema<S extends StandardSchemaLike>(
  load: () => Promise<S>,
): Pick<S, '~standard'> {
  let loading: Promise<S> | undefined;
  const validate = async (value: unknown) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)['~standard'].validate(value);
  };
  return { '~standard': { version: 1, vendor: 'zod', validate } } as unknown as Pick<
    S,
    '~standard'
  >;
}
