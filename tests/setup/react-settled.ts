// Imported first by tests/setup/component.ts: it must wrap the scheduler before React DOM loads
// and keeps its functions.
import { createRequire } from "node:module";

type Callback = (didTimeout: boolean) => Callback | null | undefined | void;
type Scheduler = {
  unstable_IdlePriority: number;
  unstable_scheduleCallback: (priority: number, callback: Callback, options?: { delay?: number }) => object;
  unstable_cancelCallback: (task: object) => void;
  unstable_shouldYield: () => boolean;
};

// React DOM's own copy of the scheduler (it ships one of its version beside the top-level one).
const require = createRequire(import.meta.url);
const scheduler = createRequire(require.resolve("react-dom/client"))("scheduler") as Scheduler;
const schedule = scheduler.unstable_scheduleCallback;
const cancel = scheduler.unstable_cancelCallback;

/** React's tasks queued and not yet run to the end (a task may hand back a continuation). */
const pending = new Set<object>();
const tokens = new WeakMap<object, object>();

function tracked(token: object, callback: Callback): Callback {
  return (didTimeout) => {
    let next: ReturnType<Callback>;
    try {
      next = callback(didTimeout);
    } catch (error) {
      pending.delete(token);
      throw error;
    }
    if (typeof next === "function") return tracked(token, next);
    pending.delete(token);
    return next;
  };
}

scheduler.unstable_scheduleCallback = (priority, callback, options) => {
  const token = {};
  pending.add(token);
  const task = schedule(priority, tracked(token, callback), options);
  tokens.set(task, token);
  return task;
};
// A render runs to its end once started, as inside act(), rather than in 5 ms slices with timers
// landing between them: what a test sees no longer depends on where a slice happened to end.
scheduler.unstable_shouldYield = () => false;
scheduler.unstable_cancelCallback = (task) => {
  const token = tokens.get(task);
  if (token) pending.delete(token);
  cancel(task);
};

/**
 * Resolves once React has nothing left to do: no render, commit or effect queued in its scheduler.
 * A task of idle priority runs after every task queued before it of a higher priority; the await
 * after it lets the microtasks React queues between tasks schedule what they will, so the loop
 * ends only when nothing is left.
 */
export async function reactSettled(): Promise<void> {
  do {
    await new Promise<void>((resolve) => schedule(scheduler.unstable_IdlePriority, () => void resolve()));
  } while (pending.size > 0);
}
