// PUT /api/companies/{id}/filing-due-date — the annual report's due date ({date: "YYYY-MM-DD" | null}); owners; audited
import { OWNERS } from "@/lib/auth/access-table";
import { route } from "@/lib/api/route";
import { filingDueDateInput } from "@/lib/portfolio/schemas";
import { setFilingDueDate } from "@/lib/portfolio/service";

export const PUT = route({ access: "entitled", company: "id", roles: OWNERS, body: filingDueDateInput }, ({ company, user, body }) =>
  setFilingDueDate({ companyId: company.id, actorId: user.id, date: body.date }),
);
