/**
 * From the evaluated questionnaire to a validated instance: the taxonomy chosen by the financial
 * year, the facts, the XML, and the validation report of that very XML (read back by the parser).
 * Pure, so the bench and the tests run it without a database.
 */
import type { Questionnaire } from "@/lib/brsr/service";
import type { YearSlot } from "@/lib/frameworks/questionnaire/types";
import { fiscalYear, previousFiscalYear } from "@/lib/periods/fiscal-year";
import { formatCount } from "@/lib/format";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { buildInstance, instanceFileName, serializeInstance, type CellFigures, type Instance } from "./instance";
import { validateInstance, type ValidationItem, type ValidationReport } from "./validate";
import { taxonomyForYear, type TaxonomyVersion } from "./versions";

export type XbrlExport = { taxonomy: TaxonomyVersion; fileName: string; xml: string; instance: Instance; report: ValidationReport };

/** Every cell of the questionnaire's answer, by key. */
export function cellFigures(q: Pick<Questionnaire, "sections">): Map<string, CellFigures> {
  const out = new Map<string, CellFigures>();
  for (const s of q.sections)
    for (const question of s.questions)
      for (const item of question.items) {
        if (item.kind === "field") out.set(item.cell.key, { key: item.cell.key, unit: item.cell.unit, values: item.cell.values });
        else if (item.kind === "rows")
          for (const r of item.rows) {
            for (const c of Object.values(r.cells)) out.set(c.key, { key: c.key, unit: c.unit, values: c.values });
            for (const br of r.block?.rows ?? []) for (const c of Object.values(br.cells)) out.set(c.key, { key: c.key, unit: c.unit, values: c.values });
          }
        else for (const r of item.rows) for (const c of Object.values(r.cells)) out.set(c.key, { key: c.key, unit: c.unit, values: c.values });
      }
  return out;
}

/** Checks that need the questionnaire rather than the XML: the CIN the instance is identified by. */
function profileChecks(q: Pick<Questionnaire, "profile">): ValidationItem[] {
  if (q.profile.cin) return [];
  return [
    {
      key: "profile:cin",
      element: "CorporateIdentityNumber",
      context: null,
      message: "The CIN is missing from the Entity Profile: the instance is identified by it",
    },
  ];
}

export function fromQuestionnaire({
  questionnaire: q,
  companyName,
  draft = false,
}: {
  questionnaire: Pick<Questionnaire, "sections" | "profile" | "fy" | "fy_start_month">;
  companyName: string;
  draft?: boolean;
}): XbrlExport {
  const taxonomy = taxonomyForYear(q.fy.endYear);
  const fys: Record<YearSlot, ReturnType<typeof fiscalYear>> = {
    cy: q.fy,
    py: previousFiscalYear(q.fy, q.fy_start_month, 1),
    py2: previousFiscalYear(q.fy, q.fy_start_month, 2),
  };
  const instance = buildInstance({ companyName, profile: q.profile, fys, version: taxonomy, cells: cellFigures(q) });
  let xml = serializeInstance(instance);
  const report = validateInstance(xml, taxonomy);
  report.errors.unshift(...profileChecks(q));
  report.ok = report.errors.length === 0;
  for (const item of [...report.errors, ...report.warnings]) {
    const cell = item.key ? cellByKey(item.key) : undefined;
    item.question_id = cell?.questionId ?? null;
    // Where the figure sits in SEBI's format, in its own words: 'P1-E9 · Purchases … — FY (Current)'.
    item.label = cell
      ? [cell.questionId, [cell.rowLabel, cell.columnLabel].filter(Boolean).join(" — ")].filter(Boolean).join(" · ")
      : item.key?.startsWith("profile:")
        ? "Entity Profile"
        : null;
  }
  if (draft && !report.ok) {
    const n = report.errors.length;
    xml = serializeInstance(instance, {
      draftNote: `DRAFT: this instance failed validation (${formatCount(n)} ${n === 1 ? "error" : "errors"}); it is not fit to file with the exchange.`,
    });
  }
  return { taxonomy, fileName: instanceFileName(instance.cin, q.fy), xml, instance, report };
}
