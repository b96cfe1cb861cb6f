// What the entry forms and list show or ask for without the validator: importable without zod, so
// a screen's first load does not carry it (decisions D30). lib/esg-data/schemas.ts re-exports these.

/** The message SPEC section 5 gives for any missing required field. */
export const REQUIRED_MESSAGE = "Please fill in all required fields";

/** The entry list's page sizes (decisions D22): 500 without `limit`, at most 1,000. */
export const ENTRY_PAGE_DEFAULT = 500;
export const ENTRY_PAGE_MAX = 1000;
