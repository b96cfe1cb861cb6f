// POST /api/companies/{id}/filings/{filingId}/profile {fields} — writes the chosen Section A facts a filed BRSR states
// (CIN, year of incorporation, addresses, contacts, paid-up capital, reporting boundary) into the Entity Profile. Editors.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { PROFILE_FACT_FIELDS } from "@/lib/filings/profile-facts";
import { applyProfileFacts } from "@/lib/filings/service";

const body = z.object({ fields: z.array(z.enum(PROFILE_FACT_FIELDS)).min(1, "choose at least one fact").max(PROFILE_FACT_FIELDS.length) });
const params = z.object({ id: z.string(), filingId: z.string() });

export const POST = route("POST /api/companies/[id]/filings/[filingId]/profile", { body, params }, ({ company, user, body, params }) =>
  applyProfileFacts({ company, user, filingId: params.filingId, fields: body.fields }),
);
