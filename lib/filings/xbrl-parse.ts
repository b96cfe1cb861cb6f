/**
 * Reads an XBRL instance someone else wrote (an exchange's copy of a filed BRSR) into contexts,
 * units and facts, treating it as hostile: a size limit before parsing, no document type
 * declaration at all (so no external entity and no entity expansion — the two ways an XML file
 * reads the server's files or multiplies itself into gigabytes), and saxes, which never fetches
 * anything and refuses an entity it was not told about. Pure.
 */
import { SaxesParser } from "saxes";
import type { Dimension } from "@/lib/xbrl/dictionary";

const XBRLI = "http://www.xbrl.org/2003/instance";
const XBRLDI = "http://xbrl.org/2006/xbrldi";
const LINK = "http://www.xbrl.org/2003/linkbase";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

/** The largest instance read: a large company's filing is under 2 MB; 20 MB leaves room without letting a file hold the server. */
export const MAX_XBRL_BYTES = 20 * 1024 * 1024;

export type ReadContext = {
  id: string;
  scheme: string | null;
  identifier: string | null;
  instant?: string;
  start?: string;
  end?: string;
  dims: Dimension[];
};
/** Measures by their local names ('GJ', 'INR', 'pure', 'MtCO2e'). */
export type ReadUnit = { id: string; numerator: string[]; denominator: string[] };
export type ReadFact = { element: string; ns: string; contextRef: string; unitRef?: string; decimals?: string; nil: boolean; value: string };
export type ReadInstance = { schemaRef: string | null; contexts: Map<string, ReadContext>; units: Map<string, ReadUnit>; facts: ReadFact[] };

/** Why a file is not read: the route answers it as a 4xx with this sentence. */
export class FilingInputError extends Error {
  constructor(
    readonly status: 413 | 422,
    message: string,
  ) {
    super(message);
  }
}

const localOf = (qname: string) => qname.replace(/^[^:]*:/, "");

/** Whether the bytes look like XML at all (a BOM, white space, then '<'). */
export function looksLikeXml(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, "")
    .trimStart();
  return head.startsWith("<");
}

export function parseFiledInstance(bytes: Uint8Array): ReadInstance {
  if (bytes.byteLength > MAX_XBRL_BYTES)
    throw new FilingInputError(
      413,
      `The instance is ${Math.round(bytes.byteLength / 1048576)} MB; instances over ${MAX_XBRL_BYTES / 1048576} MB are not read.`,
    );
  let xml: string;
  try {
    xml = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new FilingInputError(422, "The file is not UTF-8 text, so it is not an XBRL instance.");
  }
  // Refused before parsing: a filed instance never needs a DTD, and every XXE or entity bomb needs one.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new FilingInputError(
      422,
      "The file declares a document type or entities (<!DOCTYPE / <!ENTITY>), which an XBRL instance never needs; it was not read.",
    );

  const parser = new SaxesParser({ xmlns: true });
  const out: ReadInstance = { schemaRef: null, contexts: new Map(), units: new Map(), facts: [] };
  let depth = 0;
  let rootOk: boolean | null = null;
  let context: ReadContext | null = null;
  let unit: ReadUnit | null = null;
  let inDenominator = false;
  let fact: ReadFact | null = null;
  let text = "";
  let periodField: "instant" | "start" | "end" | "identifier" | "measure" | null = null;
  let member: { axis: string; typed: boolean } | null = null;
  let typedDomain: string | null = null;
  let error: Error | null = null;

  parser.on("error", (e) => {
    error ??= e;
  });
  parser.on("doctype", () => {
    error ??= new Error("a document type declaration is not allowed");
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
      rootOk = tag.uri === XBRLI && local === "xbrl";
      return;
    }
    if (!rootOk) return;
    if (depth === 2) {
      if (tag.uri === LINK && local === "schemaRef") out.schemaRef = attr("xlink:href") ?? null;
      else if (tag.uri === XBRLI && local === "context") context = { id: attr("id") ?? "", scheme: null, identifier: null, dims: [] };
      else if (tag.uri === XBRLI && local === "unit") unit = { id: attr("id") ?? "", numerator: [], denominator: [] };
      else if (tag.uri !== XBRLI && tag.uri !== LINK) {
        const nilAttr = tag.attributes["xsi:nil"];
        const nil = typeof nilAttr === "object" && nilAttr.uri === XSI && nilAttr.value === "true";
        fact = {
          element: local,
          ns: tag.uri ?? "",
          contextRef: attr("contextRef") ?? "",
          unitRef: attr("unitRef"),
          decimals: attr("decimals"),
          nil,
          value: "",
        };
      }
      return;
    }
    if (context) {
      if (tag.uri === XBRLI && local === "identifier") {
        context.scheme = attr("scheme") ?? null;
        periodField = "identifier";
      } else if (tag.uri === XBRLI && (local === "instant" || local === "startDate" || local === "endDate"))
        periodField = local === "instant" ? "instant" : local === "startDate" ? "start" : "end";
      else if (tag.uri === XBRLDI && (local === "explicitMember" || local === "typedMember"))
        member = { axis: localOf(attr("dimension") ?? ""), typed: local === "typedMember" };
      else if (member?.typed) typedDomain = local;
    } else if (unit) {
      if (tag.uri === XBRLI && local === "unitDenominator") inDenominator = true;
      else if (tag.uri === XBRLI && local === "measure") periodField = "measure";
    }
  });
  parser.on("text", (t) => {
    text += t;
  });
  parser.on("closetag", (tag) => {
    const local = tag.local ?? "";
    if (rootOk && depth === 2) {
      if (fact && local === fact.element) {
        fact.value = text.trim();
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
      if (periodField === "identifier") context.identifier = text.trim();
      else if (periodField && periodField !== "measure") context[periodField] = text.trim();
      else if (member && !member.typed && local === "explicitMember") {
        context.dims.push({ axis: member.axis, member: localOf(text.trim()) });
        member = null;
      } else if (member?.typed && typedDomain && local === typedDomain) {
        context.dims.push({ axis: member.axis, typed: { domain: typedDomain, value: text.trim() } });
        typedDomain = null;
      } else if (member?.typed && local === "typedMember") member = null;
      periodField = null;
    } else if (unit) {
      if (periodField === "measure") (inDenominator ? unit.denominator : unit.numerator).push(localOf(text.trim()));
      else if (local === "unitDenominator") inDenominator = false;
      periodField = null;
    }
    depth--;
    text = "";
  });
  try {
    parser.write(xml).close();
  } catch (e) {
    error ??= e as Error;
  }
  if (error) throw new FilingInputError(422, `The file is not well-formed XML: ${(error as Error).message.split("\n")[0].slice(0, 200)}`);
  if (!rootOk) throw new FilingInputError(422, "The file is XML but not an XBRL instance (its root element is not xbrli:xbrl).");
  return out;
}
