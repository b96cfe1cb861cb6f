// GET /api/companies/{id}/reminder-settings — which data-request reminders go (days before the due date, overdue and how often, the owners' weekly digest);
// PUT {days_before, overdue, overdue_every_days, digest} — owners; the reminder scan follows it from its next minute; audited
import { route } from "@/lib/api/route";
import { reminderSettingsInput } from "@/lib/requests/schemas";
import { getReminderSettings, setReminderSettings } from "@/lib/requests/settings";

export const GET = route("GET /api/companies/[id]/reminder-settings", ({ company }) => getReminderSettings({ companyId: company.id }));

export const PUT = route("PUT /api/companies/[id]/reminder-settings", { body: reminderSettingsInput }, ({ company, user, body }) =>
  setReminderSettings({ company, actorId: user.id, input: body }),
);
