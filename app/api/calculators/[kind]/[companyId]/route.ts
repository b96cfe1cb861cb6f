// POST /api/calculators/{ghg|water|waste|energy}/{companyId}[?save=true] — calculates with the
// company's factors for the year and answers the results and every factor used; with save=true,
// writes the figures in one audited transaction, stamped with the calculation (Idempotency-Key
// honoured: a repeated save answers the first one's result and writes nothing more)
import { idempotent } from "@/lib/api/idempotency";
import { route } from "@/lib/api/route";
import { calculatorBody, calculatorParams, calculatorQuery } from "@/lib/calculators/api-schemas";
import { runCalculator } from "@/lib/calculators/service";

export const POST = route(
  "POST /api/calculators/[kind]/[companyId]",
  { params: calculatorParams, query: calculatorQuery, body: calculatorBody },
  ({ req, company, user, params, query, body }) => {
    const save = query.save === "true" || query.save === "1";
    const run = () =>
      runCalculator({ company, actorId: user.id, kind: params.kind, fyParam: body.fy, inputs: body.inputs, save, unitId: body.unit_id ?? null });
    return save ? idempotent({ req, userId: user.id, request: body }, async () => Response.json(await run())) : run();
  },
);
