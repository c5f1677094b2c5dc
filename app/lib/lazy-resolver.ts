import type { FieldValues, Resolver } from "react-hook-form";

type ZodResolver = typeof import("@hookform/resolvers/zod").zodResolver;

/**
 * A react-hook-form resolver for a zod schema that loads (with zod, ~35 KB gzip) when the form is
 * first validated, not with the page: the visitor reads and types meanwhile. `preload` starts the
 * download early; forms call it when the visitor first focuses them.
 */
export function lazyZodResolver<T extends FieldValues, Out extends FieldValues = T>(loadSchema: () => Promise<Parameters<ZodResolver>[0]>) {
  let loading: Promise<Resolver<T, unknown, Out>> | undefined;
  const preload = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<T, unknown, Out>,
    ));
  const resolver: Resolver<T, unknown, Out> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
