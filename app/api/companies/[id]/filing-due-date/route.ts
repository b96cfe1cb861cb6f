// PUT /api/companies/{id}/filing-due-date — the annual report's due date ({date: "YYYY-MM-DD" | null}); owners; audited
import { route } from "@/lib/api/route";
import { filingDueDateInput } from "@/lib/portfolio/schemas";
import { setFilingDueDate } from "@/lib/portfolio/service";

export const PUT = route("PUT /api/companies/[id]/filing-due-date", { body: filingDueDateInput }, ({ company, user, body }) =>
  setFilingDueDate({ companyId: company.id, actorId: user.id, date: body.date }),
);
