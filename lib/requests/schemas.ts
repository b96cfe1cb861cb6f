import { z } from "zod";
import { QUESTIONNAIRE_TABS } from "@/lib/brsr/tabs";

// Shared by the route handlers and the request screens: no server-only imports.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const requestCreateInput = z
  .object({
    fy: z.string({ error: "fy is required (e.g. 2024-25)" }).min(1, "fy is required (e.g. 2024-25)").max(20),
    /** One unit, or many (the bulk form: one request per unit). */
    unit_id: z.string().optional(),
    unit_ids: z.array(z.string()).min(1, "unit_ids is empty").max(1000, "At most 1,000 units at once").optional(),
    cells: z.array(z.string().max(80)).max(2000).optional(),
    sections: z
      .array(z.enum(QUESTIONNAIRE_TABS, { error: `Sections are among ${QUESTIONNAIRE_TABS.join(", ")}` }))
      .max(12)
      .optional(),
    assignee_email: z
      .string({ error: "assignee_email is required" })
      .trim()
      .max(254)
      .pipe(z.email({ error: "assignee_email: please enter a valid email address" }))
      .transform((v) => v.toLowerCase()),
    due_date: z.string({ error: "due_date is required (YYYY-MM-DD)" }).regex(DAY, "due_date must be a date (YYYY-MM-DD)"),
    message: z.string().trim().max(2000, "message is at most 2,000 characters").optional(),
  })
  .refine((v) => Boolean(v.unit_id) !== Boolean(v.unit_ids), { message: "Give unit_id, or unit_ids for one request per unit", path: ["unit_id"] })
  .refine((v) => (v.cells?.length ?? 0) + (v.sections?.length ?? 0) > 0, { message: "Ask for some cells or sections", path: ["cells"] });
export type RequestCreateInput = z.infer<typeof requestCreateInput>;

export const requestCellsInput = z.object({
  cells: z
    .array(
      z.object({
        key: z.string({ error: "key is required" }).max(80),
        value: z.string({ error: "value must be text" }).max(10_000),
        unit: z.string().max(40).optional(),
        notes: z.string().max(5_000).optional(),
      }),
    )
    .min(1, "cells is empty")
    .max(2000),
});

export const requestReturnInput = z.object({ comment: z.string({ error: "comment is required" }).trim().min(1, "comment is required").max(2000) });
