import { useEffect } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import { loadOnce } from "./load-once";
import { whenUserActs } from "./when-user-acts";

export type LazyZodResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { load: () => Promise<Resolver<Input, unknown, Output>> };

/**
 * A react-hook-form resolver for a shared zod schema that is fetched, with zod and the zod
 * resolver, on first use instead of with the page: zod is about 34 kB gzip of a page's first load
 * (decisions D30). The schema is the same module the route handler parses with; only its loading is
 * deferred. A failed load is tried again at the next validation.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(loadSchema: () => Promise<$ZodType<Output, Input>>): LazyZodResolver<Input, Output> {
  const load = loadOnce(() =>
    Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    ),
  );
  const resolver = async (...args: Parameters<Resolver<Input, unknown, Output>>) => (await load())(...args);
  return Object.assign(resolver, { load });
}

/** Fetches the resolver's schema at the visitor's first act on the page (a focus, a key, a click), so that the first submit does not wait for it. */
export function usePreloadedResolver(resolver: { load: () => Promise<unknown> }): void {
  useEffect(() => whenUserActs(() => void resolver.load().catch(() => undefined)), [resolver]);
}
