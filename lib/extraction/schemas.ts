import { z } from "zod";

const proposalId = z.string().trim().min(1, "Required").max(100);

const unique = (ids: string[]) => new Set(ids).size === ids.length;

/** POST /api/extractions/{id}/accept: the proposals to accept, each with optional edits, and `replace` to write over a figure already held. */
export const acceptBody = z.object({
  /** The reporting unit the accepted figures are for (lib/units/writable.ts checks it per figure's year); none: the company as a whole. */
  unit_id: z.string().uuid("Must be a unit id").nullish(),
  items: z
    .array(
      z.object({
        id: proposalId,
        value: z.string().trim().min(1, "Required").max(200).optional(),
        unit: z.string().trim().max(50).optional(),
        period: z.string().trim().min(1, "Required").max(50).optional(),
        replace: z.boolean().optional(),
      }),
    )
    .min(1, "Choose at least one value")
    .max(1000)
    .refine((items) => unique(items.map((i) => i.id)), "Each value may be named once"),
});

/** POST /api/extractions/{id}/reject: the proposals' ids. */
export const rejectBody = z.object({
  items: z
    .array(proposalId)
    .min(1, "Choose at least one value")
    .max(1000)
    .refine((ids) => unique(ids), "Each value may be named once"),
});

export type AcceptBody = z.infer<typeof acceptBody>;
export type RejectBody = z.infer<typeof rejectBody>;

/** The form of one row's edit in the review table. */
export const proposalEdit = z.object({
  value: z.string().trim().min(1, "Please enter a value").max(200),
  unit: z.string().trim().max(50),
  period: z.string().trim().min(1, "Please enter a period").max(50),
});
export type ProposalEdit = z.infer<typeof proposalEdit>;
