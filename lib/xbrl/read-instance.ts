/**
 * The one reader of an XBRL instance's XML: contexts (entity, period, dimensions), units (their
 * measures), facts (element, namespace, references, decimals, nil, text as written, line), read
 * with saxes (strict XML 1.0 with namespaces; it never fetches or expands an external entity or
 * DTD, and a document type declaration is refused). The export's validation (./validate.ts) and
 * the reader of filed instances (lib/filings/xbrl-parse.ts) both read through it. Pure.
 */
import { SaxesParser } from "saxes";
import type { Dimension } from "./dictionary";

const XBRLI = "http://www.xbrl.org/2003/instance";
const XBRLDI = "http://xbrl.org/2006/xbrldi";
const LINK = "http://www.xbrl.org/2003/linkbase";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

export type InstanceContext = {
  id: string;
  scheme: string | null;
  identifier: string | null;
  instant?: string;
  start?: string;
  end?: string;
  dims: Dimension[];
};
/** Measures by their local names ('GJ', 'INR', 'pure', 'MtCO2e'). */
export type InstanceUnit = { id: string; numerator: string[]; denominator: string[] };
/** A fact's text is as written (not trimmed); `contextRef` is absent when the fact has none. */
export type InstanceFact = {
  element: string;
  ns: string;
  contextRef?: string;
  unitRef?: string;
  decimals?: string;
  nil: boolean;
  value: string;
  line: number;
};
export type XbrlInstanceRead = {
  /** Whether the root is xbrli:xbrl. */
  rootOk: boolean;
  schemaRef: string | null;
  contexts: Map<string, InstanceContext>;
  units: Map<string, InstanceUnit>;
  facts: InstanceFact[];
};

const localOf = (qname: string) => qname.replace(/^[^:]*:/, "");

/** Reads an instance; throws the parser's error (the first) when the XML is not well formed or declares a document type. */
export function readInstance(xml: string): XbrlInstanceRead {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const out: XbrlInstanceRead = { rootOk: false, schemaRef: null, contexts: new Map(), units: new Map(), facts: [] };
  let depth = 0;
  let context: InstanceContext | null = null;
  let unit: InstanceUnit | null = null;
  let inDenominator = false;
  let fact: InstanceFact | null = null;
  let text = "";
  let field: "instant" | "start" | "end" | "identifier" | "measure" | null = null;
  let member: { axis: string; typed: boolean } | null = null;
  let typedDomain: string | null = null;
  let error: Error | null = null;

  parser.on("error", (e) => {
    error ??= e;
  });
  parser.on("doctype", () => {
    error ??= new Error("a document type declaration is not allowed in an instance");
  });
  parser.on("opentag", (tag) => {
    depth++;
    text = "";
    const attr = (name: string) => {
      const a = tag.attributes[name];
      return typeof a === "string" ? a : a?.value;
    };
    const local = tag.local ?? "";
    if (depth === 1) {
      out.rootOk = tag.uri === XBRLI && local === "xbrl";
      return;
    }
    if (depth === 2) {
      if (tag.uri === LINK && local === "schemaRef") out.schemaRef = attr("xlink:href") ?? null;
      else if (tag.uri === XBRLI && local === "context") context = { id: attr("id") ?? "", scheme: null, identifier: null, dims: [] };
      else if (tag.uri === XBRLI && local === "unit") unit = { id: attr("id") ?? "", numerator: [], denominator: [] };
      else if (tag.uri !== XBRLI && tag.uri !== LINK) {
        const nilAttr = tag.attributes["xsi:nil"];
        fact = {
          element: local,
          ns: tag.uri ?? "",
          contextRef: attr("contextRef"),
          unitRef: attr("unitRef"),
          decimals: attr("decimals"),
          nil: typeof nilAttr === "object" && nilAttr.uri === XSI && nilAttr.value === "true",
          value: "",
          line: parser.line,
        };
      }
      return;
    }
    if (context) {
      if (tag.uri === XBRLI && local === "identifier") {
        context.scheme = attr("scheme") ?? null;
        field = "identifier";
      } else if (tag.uri === XBRLI && (local === "instant" || local === "startDate" || local === "endDate"))
        field = local === "instant" ? "instant" : local === "startDate" ? "start" : "end";
      else if (tag.uri === XBRLDI && (local === "explicitMember" || local === "typedMember"))
        member = { axis: localOf(attr("dimension") ?? ""), typed: local === "typedMember" };
      else if (member?.typed) typedDomain = local;
    } else if (unit) {
      if (tag.uri === XBRLI && local === "unitDenominator") inDenominator = true;
      else if (tag.uri === XBRLI && local === "measure") field = "measure";
    }
  });
  parser.on("text", (t) => {
    text += t;
  });
  parser.on("closetag", (tag) => {
    const local = tag.local ?? "";
    if (depth === 2) {
      if (fact && local === fact.element) {
        fact.value = text;
        out.facts.push(fact);
        fact = null;
      } else if (context && local === "context") {
        out.contexts.set(context.id, context);
        context = null;
      } else if (unit && local === "unit") {
        out.units.set(unit.id, unit);
        unit = null;
      }
    } else if (context) {
      if (field === "identifier") context.identifier = text.trim();
      else if (field && field !== "measure") context[field] = text.trim();
      else if (member && !member.typed && local === "explicitMember") {
        context.dims.push({ axis: member.axis, member: localOf(text.trim()) });
        member = null;
      } else if (member?.typed && typedDomain && local === typedDomain) {
        context.dims.push({ axis: member.axis, typed: { domain: typedDomain, value: text.trim() } });
        typedDomain = null;
      } else if (member?.typed && local === "typedMember") member = null;
      field = null;
    } else if (unit) {
      if (field === "measure") (inDenominator ? unit.denominator : unit.numerator).push(localOf(text.trim()));
      else if (local === "unitDenominator") inDenominator = false;
      field = null;
    }
    depth--;
    text = "";
  });
  try {
    parser.write(xml).close();
  } catch (e) {
    error ??= e as Error;
  }
  if (error) throw error;
  return out;
}
