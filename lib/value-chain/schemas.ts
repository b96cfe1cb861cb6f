import { z } from "zod";

// Shared by the route handlers and the value-chain screen: no server-only imports.

const FY = z.string({ error: "fy is required (e.g. 2024-25)" }).min(1, "fy is required (e.g. 2024-25)").max(20);
const rupees = (name: string) =>
  z
    .number({ error: `${name} must be a number of rupees` })
    .finite(`${name} must be a number of rupees`)
    .min(0, `${name} cannot be negative`)
    .max(1e16, `${name} is too large`);
const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} is at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const partnerFields = {
  name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(200, "name is at most 200 characters"),
  side: z.enum(["upstream", "downstream"], { error: "side must be upstream or downstream" }),
  cin: optionalText("cin", 21),
  gstin: optionalText("gstin", 15),
  email: z
    .string({ error: "email must be text" })
    .trim()
    .max(254)
    .pipe(z.email({ error: "email: please enter a valid email address" }))
    .transform((v) => v.toLowerCase())
    .nullish()
    .or(z.literal("").transform(() => null)),
  /** Value of purchases from (or sales to) the partner per financial year, in ₹. */
  amounts: z.record(z.string().max(20), rupees("amounts")).default({}),
};

export const partnerInput = z.object(partnerFields).strict();
export type PartnerInput = z.infer<typeof partnerInput>;

export const partnerPatch = z
  .object({
    name: partnerFields.name.optional(),
    side: partnerFields.side.optional(),
    cin: partnerFields.cin.optional(),
    gstin: partnerFields.gstin.optional(),
    email: partnerFields.email.optional(),
    /** Years given are set; a year given null is removed. */
    amounts: z.record(z.string().max(20), rupees("amounts").nullable()).optional(),
  })
  .strict();
export type PartnerPatch = z.infer<typeof partnerPatch>;

/** A ledger of purchases and sales (partner, side, value) for one year: summed per partner; dry_run answers the plan without writing. */
export const ledgerInput = z
  .object({
    fy: FY,
    rows: z
      .array(z.object({ name: z.string().max(200), side: z.string().max(40), value: z.number({ error: "value must be a number" }) }))
      .min(1, "rows is empty")
      .max(50_000, "At most 50,000 ledger rows at once"),
    dry_run: z.boolean().optional(),
  })
  .strict();
export type LedgerInput = z.infer<typeof ledgerInput>;

export const valueChainPut = z
  .object({
    fy: FY,
    total_purchases: rupees("total_purchases").nullable(),
    total_sales: rupees("total_sales").nullable(),
    /** Partners the company adds to the chosen set beyond the default (ids); the others not added. */
    added: z.array(z.string().max(60)).max(5000).optional(),
    /** Print the value-chain section in the BRSR after BRSR Core (both editions). */
    include_in_report: z.boolean().optional(),
    /** Write the top ten partners' green credits (from their answers) into P6 Leadership 8(b). */
    apply_green_credits: z.boolean().optional(),
  })
  .strict();
export type ValueChainPut = z.infer<typeof valueChainPut>;

export const partnerRequestsInput = z
  .object({
    fy: FY,
    due_date: z.string({ error: "due_date is required (YYYY-MM-DD)" }).regex(/^\d{4}-\d{2}-\d{2}$/, "due_date must be a date (YYYY-MM-DD)"),
    message: z.string().trim().max(2000, "message is at most 2,000 characters").optional(),
  })
  .strict();
export type PartnerRequestsInput = z.infer<typeof partnerRequestsInput>;
