// POST /api/checklist-progress/{companyId}/toggle?item= — flips one checklist item and answers whether it is now completed
import { z } from "zod";
import { route } from "@/lib/api/route";
import { toggleChecklistItem } from "@/lib/checklist/service";

const query = z.object({ item: z.string({ error: "is required" }).trim().min(1, "is required").max(500, "is too long") });

export const POST = route("POST /api/checklist-progress/[companyId]/toggle", { query }, ({ company, user, query }) =>
  toggleChecklistItem({ company, item: query.item, actorId: user.id }),
);
