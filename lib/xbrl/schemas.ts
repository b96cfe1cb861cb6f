import { z } from "zod";
import { fyQuery } from "@/lib/brsr/schemas";

/** `?fy=` and `?draft=true` (export even while validation fails, marked as a draft). */
export const xbrlQuery = fyQuery.extend({ draft: z.enum(["true", "false"], { message: "draft: must be true or false" }).optional() });
