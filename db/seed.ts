import "server-only";
import { sql } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { hashPassword } from "@/lib/users/password";
import { getDb, type Db } from "./client";
import { users } from "./schema";
import { seedEmissionFactors } from "@/lib/factors/service";
import { seedDemoWorkspace } from "@/lib/demo/seed";
import { DEMO_TEAM } from "@/lib/demo/team";

const DEMO_USER = { email: "demo@esgplatform.local", password: "demo12345", fullName: "Asha Menon", companyName: "Greenfield Consulting" };

async function findUser(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * Idempotent: creates what is missing and leaves what exists alone (a changed ADMIN_PASSWORD
 * does not overwrite a password the admin has since reset).
 */
export async function seed({ demo }: { demo: boolean }): Promise<string[]> {
  const env = getEnv();
  const db = await getDb();
  const lines: string[] = [];

  // The emission-factor library mirrors lib/factors/data on every start (decisions D27).
  const library = await seedEmissionFactors(db);
  lines.push(`Emission factors: ${library.factors} in ${library.sets} sets`);

  if (env.ADMIN_PASSWORD) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    if (!(await findUser(db, email))) {
      await db.insert(users).values({
        email,
        passwordHash: await hashPassword(env.ADMIN_PASSWORD),
        fullName: "Platform Administrator",
        companyName: "ESG Platform",
        isAdmin: true,
      });
    }
    lines.push(`Admin login: ${email} (password from ADMIN_PASSWORD)`);
  }

  if (demo) {
    let user = await findUser(db, DEMO_USER.email);
    if (!user) {
      [user] = await db
        .insert(users)
        .values({
          email: DEMO_USER.email,
          passwordHash: await hashPassword(DEMO_USER.password),
          fullName: DEMO_USER.fullName,
          companyName: DEMO_USER.companyName,
          subscriptionStatus: "active",
          subscriptionPlan: "yearly",
          subscriptionEndsAt: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
        })
        .returning();
    }
    await seedDemoWorkspace(db, user.id, { teamPassword: DEMO_USER.password });
    lines.push(`Demo login: ${DEMO_USER.email} / ${DEMO_USER.password}`);
    lines.push(`Demo team (same password): ${DEMO_TEAM.map((m) => `${m.email} (${m.role})`).join(", ")}`);
  }
  return lines;
}
