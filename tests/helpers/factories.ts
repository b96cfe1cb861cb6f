import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { companies, companyFrameworks, companyMembers, users, type Company, type User } from "@/db/schema";
import type { CompanyRole } from "@/lib/auth/access-table";
import { hashPassword } from "@/lib/users/password";
import { issueToken } from "@/lib/auth/tokens";

export type TestUser = { user: User; token: string; password: string };

let passwordHashCache: Promise<string> | null = null;
const DEFAULT_PASSWORD = "secret-pass-1";

export async function createUser(
  options: { email?: string; admin?: boolean; subscribed?: boolean; active?: boolean; fullName?: string; subscriptionEndsAt?: Date | null; plan?: string } = {},
): Promise<TestUser> {
  const db = await getDb();
  passwordHashCache ??= hashPassword(DEFAULT_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${randomBytes(5).toString("hex")}@example.com`,
      passwordHash: await passwordHashCache,
      fullName: options.fullName ?? "Test User",
      companyName: "Test Co",
      isAdmin: options.admin ?? false,
      isActive: options.active ?? true,
      subscriptionStatus: options.subscribed ? "active" : "inactive",
      subscriptionPlan: options.subscribed ? (options.plan ?? "monthly") : null,
      subscriptionEndsAt: options.subscribed
        ? options.subscriptionEndsAt === undefined
          ? new Date(Date.now() + 30 * 24 * 3600 * 1000)
          : options.subscriptionEndsAt
        : null,
    })
    .returning();
  return { user, token: await issueToken(user), password: DEFAULT_PASSWORD };
}

export async function createCompany(ownerId: string, values: Partial<Omit<Company, "id" | "ownerId">> & { frameworks?: string[] } = {}): Promise<Company> {
  const db = await getDb();
  const { frameworks = ["BRSR", "GRI"], ...rest } = values;
  const [company] = await db
    .insert(companies)
    .values({ ownerId, name: "Acme Industries", industry: "Manufacturing", location: "Mumbai, Maharashtra", size: "201-500", ...rest })
    .returning();
  if (frameworks.length) {
    await db.insert(companyFrameworks).values(frameworks.map((framework, position) => ({ companyId: company.id, framework, position })));
  }
  return company;
}

/** The body of POST /api/esg-data: a Scope 1 figure for the company, with any field replaced. */
export const entryBody = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  company_id: companyId,
  framework: "BRSR",
  category: "environmental",
  metric: "Scope 1 emissions",
  value: "4,500",
  unit: "tCO2e",
  period: "FY 2025",
  notes: "Plant A and B",
  ...overrides,
});

/**
 * A new user who is a member of the company with `role` (an assurer's access ending at
 * `accessUntil`). The creator of a company is already its owner (migration 0007's trigger).
 */
export async function addMember(
  companyId: string,
  role: CompanyRole,
  options: Parameters<typeof createUser>[0] & { accessUntil?: Date | null } = {},
): Promise<TestUser> {
  const { accessUntil = null, ...userOptions } = options;
  const member = await createUser({ subscribed: false, fullName: `A ${role}`, ...userOptions });
  const db = await getDb();
  await db.insert(companyMembers).values({ companyId, userId: member.user.id, role, accessUntil });
  return member;
}
