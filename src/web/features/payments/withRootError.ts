import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * zod reports a rule about the whole form (the contract's "send status, condition or both") at the
 * empty path, which react-hook-form files under `errors['']`; this puts it under `errors.root`,
 * where the form shows form-level errors.
 */
export function withRootError<V extends FieldValues, C, O>(resolver: Resolver<V, C, O>): Resolver<V, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const { '': root, ...rest } = result.errors as Record<string, unknown>;
    if (root === undefined) return result;
    return { values: {}, errors: { ...rest, root } } as Awaited<ReturnType<Resolver<V, C, O>>>;
  };
}
