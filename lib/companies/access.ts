import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, type Company, type User } from "@/db/schema";
import { notFound } from "@/lib/api/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The company if the caller may see it (owner, or admin), else 404 — never 403, so that ids
 * cannot be probed.
 */
export async function getOwnedCompany({ user, companyId }: { user: User; companyId: string }): Promise<Company> {
  if (!UUID.test(companyId)) throw notFound("Company not found");
  const db = await getDb();
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company || (company.ownerId !== user.id && !user.isAdmin)) throw notFound("Company not found");
  return company;
}

/**
 * A row addressed by its own id (an entry, a target) that lives in a company: the row if the
 * caller may see that company, else 404 with the row's own wording.
 */
export async function getRowInOwnedCompany<T extends { companyId: string }>({
  user,
  id,
  load,
  missing,
}: {
  user: User;
  id: string;
  load: (id: string) => Promise<T | undefined>;
  missing: string;
}): Promise<T> {
  const row = isUuid(id) ? await load(id) : undefined;
  if (!row) throw notFound(missing);
  try {
    await getOwnedCompany({ user, companyId: row.companyId });
  } catch {
    throw notFound(missing);
  }
  return row;
}
