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

/** PATCH /api/requests/{id}: reassign it, move its due date, change its message. */
export const requestUpdateInput = z
  .object({
    assignee_email: z
      .string({ error: "assignee_email must be an e-mail address" })
      .trim()
      .max(254)
      .pipe(z.email({ error: "assignee_email: please enter a valid email address" }))
      .transform((v) => v.toLowerCase())
      .optional(),
    due_date: z.string({ error: "due_date must be a date (YYYY-MM-DD)" }).regex(DAY, "due_date must be a date (YYYY-MM-DD)").optional(),
    message: z.string().trim().max(2000, "message is at most 2,000 characters").optional(),
  })
  .refine((v) => v.assignee_email !== undefined || v.due_date !== undefined || v.message !== undefined, {
    message: "Nothing to change",
    path: ["assignee_email"],
  });
export type RequestUpdateInput = z.infer<typeof requestUpdateInput>;

export const requestCellsInput = z.object({
  cells: z
    .array(
      z
        .object({
          key: z.string({ error: "key is required" }).max(80),
          /** The figure itself; or, for a value-chain partner, `total` and `share` (%) from which it is attributed. */
          value: z.string({ error: "value must be text" }).max(10_000).optional(),
          total: z.string({ error: "total must be text" }).max(40).optional(),
          share: z.string({ error: "share must be text" }).max(20).optional(),
          unit: z.string().max(40).optional(),
          notes: z.string().max(5_000).optional(),
        })
        .refine((c) => (c.value !== undefined) !== (c.total !== undefined && c.share !== undefined) && (c.total === undefined) === (c.share === undefined), {
          message: "Give either value, or total and share (%)",
          path: ["value"],
        }),
    )
    .min(1, "cells is empty")
    .max(2000),
});

export const requestReturnInput = z.object({ comment: z.string({ error: "comment is required" }).trim().min(1, "comment is required").max(2000) });

/** PUT /api/companies/{id}/reminder-settings: which reminders go, how many days before the due date, the owners' digest. */
export const reminderSettingsInput = z.object({
  days_before: z
    .array(
      z
        .number({ error: "days_before: days must be numbers" })
        .int("days_before: whole days")
        .min(1, "days_before: at least 1 day")
        .max(60, "days_before: at most 60 days"),
      {
        error: "days_before must be a list of days",
      },
    )
    .max(5, "days_before: at most 5 reminders before the due date")
    .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
  overdue: z.boolean({ error: "overdue must be yes or no" }),
  overdue_every_days: z
    .number({ error: "overdue_every_days must be a number" })
    .int("overdue_every_days: whole days")
    .min(1, "overdue_every_days: at least 1 day")
    .max(30, "overdue_every_days: at most 30 days"),
  digest: z.boolean({ error: "digest must be yes or no" }),
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInput>;
