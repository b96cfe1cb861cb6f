import { describe, expect, it } from "vitest";
import { quickActions } from "@/components/dashboard/company-dashboard";
import { COMPANY_ROLES } from "@/lib/auth/access-table";

describe("the dashboard's quick actions by role", () => {
  it("offers Add Data only to the roles that may change figures; the others (an assurer among them) get View Data", () => {
    const primary = Object.fromEntries(COMPANY_ROLES.map((role) => [role, quickActions("c1", role)[0].label]));
    expect(primary).toMatchObject({ owner: "Add Data", editor: "Add Data", reviewer: "View Data", viewer: "View Data", assurer: "View Data" });
    expect(quickActions("c1", null)[0].label).toBe("View Data");
    for (const role of ["reviewer", "viewer", "assurer"] as const) expect(quickActions("c1", role).map((a) => a.label)).not.toContain("Add Data");
  });
});
