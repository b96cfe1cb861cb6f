/**
 * `load`, called at most once while it succeeds or is under way; a failed load is forgotten, so the
 * next call tries again (the visitor was offline). For code fetched on demand: a form's schema, a
 * dialog, a control behind a look-alike button.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
