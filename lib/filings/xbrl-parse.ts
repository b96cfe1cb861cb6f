/**
 * Reads an XBRL instance someone else wrote (an exchange's copy of a filed BRSR) into contexts,
 * units and facts, treating it as hostile: a size limit before parsing, no document type
 * declaration at all (so no external entity and no entity expansion — the two ways an XML file
 * reads the server's files or multiplies itself into gigabytes), and saxes (lib/xbrl/read-instance.ts,
 * the reader the export's validation uses too), which never fetches anything and refuses an entity
 * it was not told about. Pure.
 */
import { readInstance, type InstanceContext, type InstanceFact, type InstanceUnit, type XbrlInstanceRead } from "@/lib/xbrl/read-instance";

/** The largest instance read: a large company's filing is under 2 MB; 20 MB leaves room without letting a file hold the server. */
export const MAX_XBRL_BYTES = 20 * 1024 * 1024;

export type ReadContext = InstanceContext;
/** Measures by their local names ('GJ', 'INR', 'pure', 'MtCO2e'). */
export type ReadUnit = InstanceUnit;
/** A fact with its text trimmed, and '' for a missing contextRef. */
export type ReadFact = Omit<InstanceFact, "line" | "contextRef"> & { contextRef: string };
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

  let read: XbrlInstanceRead;
  try {
    read = readInstance(xml);
  } catch (error) {
    throw new FilingInputError(422, `The file is not well-formed XML: ${(error as Error).message.split("\n")[0].slice(0, 200)}`);
  }
  if (!read.rootOk) throw new FilingInputError(422, "The file is XML but not an XBRL instance (its root element is not xbrli:xbrl).");
  return {
    schemaRef: read.schemaRef,
    contexts: read.contexts,
    units: read.units,
    facts: read.facts.map(({ line: _line, ...f }) => ({ ...f, contextRef: f.contextRef ?? "", value: f.value.trim() })),
  };
}
