// The company profile's choice lists and messages, kept free of zod: the setup wizard shows them
// before it needs the schema (lib/companies/schemas.ts), which arrives at the visitor's first act.

/** SPEC section 5's choice lists. */
export const INDUSTRIES = ["Technology", "Finance", "Healthcare", "Manufacturing", "Retail", "Energy", "Transportation", "Real Estate", "Other"] as const;
export const SIZES = ["1-50", "51-200", "201-500", "501-1000", "1000+"] as const;

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const FRAMEWORK_REQUIRED_MESSAGE = "Please select at least one framework";

type ProfileChoices = { name?: string | null; industry?: string | null; location?: string | null; size?: string | null };

/**
 * Whether a saved draft has every required field, with an industry and size from the lists: enough
 * to reopen the wizard on its second step at once, before the schema has arrived. Creating still
 * parses with the schema, which sends the visitor back to the first step if a field breaks a limit.
 */
export function profileLooksComplete(values: ProfileChoices): boolean {
  const filled = (value: string | null | undefined) => (value ?? "").trim().length > 0;
  return (
    filled(values.name) &&
    filled(values.location) &&
    (INDUSTRIES as readonly string[]).includes((values.industry ?? "").trim()) &&
    (SIZES as readonly string[]).includes((values.size ?? "").trim())
  );
}
