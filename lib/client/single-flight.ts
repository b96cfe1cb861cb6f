"use client";

import { useRef } from "react";
import type { UseMutationResult } from "@tanstack/react-query";

/**
 * A mutation's `mutate` that lets one call through until it settles. A button disabled on
 * `isPending` is disabled only from the next render on, and a double click (or a second Enter)
 * can land before it: a create would then be sent twice, and the server would make two.
 */
export function useSingleFlight<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): (variables: TVariables) => void {
  const busy = useRef(false);
  return (variables: TVariables) => {
    if (busy.current || mutation.isPending) return;
    busy.current = true;
    mutation.mutate(variables, {
      onSettled: () => {
        busy.current = false;
      },
    });
  };
}
