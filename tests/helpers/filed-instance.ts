/**
 * Hand-built BRSR XBRL instances as filers' software writes them (not as our export does): the
 * version's namespaces, the CIN as identifier, contexts for the current and previous years,
 * dimensional contexts by member, units by measure. For the filing reader's tests.
 */
export type HandFact = {
  el: string;
  year?: "cy" | "py" | "py2";
  instant?: boolean;
  dims?: Record<string, string>;
  unit?: string;
  value: string;
  decimals?: string;
};

const UNIT_NS: Record<string, string> = { INR: "iso4217", pure: "xbrli", kl: "in-capmkt-types" };

export function handInstance({
  version,
  cin = "L27100MH1996PLC098765",
  cyEnd = "2025-03-31",
  facts,
  namespace,
}: {
  version: string;
  cin?: string;
  cyEnd?: string;
  facts: HandFact[];
  namespace?: string;
}): string {
  const ns = namespace ?? `https://www.sebi.gov.in/xbrl/${version}/in-capmkt`;
  const endYear = Number(cyEnd.slice(0, 4));
  const ends = { cy: cyEnd, py: `${endYear - 1}${cyEnd.slice(4)}`, py2: `${endYear - 2}${cyEnd.slice(4)}` };
  const starts = { cy: `${endYear - 1}-04-01`, py: `${endYear - 2}-04-01`, py2: `${endYear - 3}-04-01` };
  const contexts = new Map<string, string>();
  const units = new Set<string>();
  const body: string[] = [];
  for (const f of facts) {
    const year = f.year ?? "cy";
    const dims = Object.entries(f.dims ?? {});
    const id = `${f.instant ? "I" : "D"}${year.toUpperCase()}${dims.length ? `_${dims.map(([, m]) => m.replace(/Member$/, "")).join("_")}` : "Main"}`;
    if (!contexts.has(id)) {
      const period = f.instant
        ? `<xbrli:instant>${ends[year]}</xbrli:instant>`
        : `<xbrli:startDate>${starts[year]}</xbrli:startDate><xbrli:endDate>${ends[year]}</xbrli:endDate>`;
      const seg = dims.length
        ? `<xbrli:segment>${dims.map(([axis, member]) => `<xbrldi:explicitMember dimension="in-capmkt:${axis}">in-capmkt:${member}</xbrldi:explicitMember>`).join("")}</xbrli:segment>`
        : "";
      contexts.set(
        id,
        `<xbrli:context id="${id}"><xbrli:entity><xbrli:identifier scheme="https://www.sebi.gov.in/in-capmkt/CorporateIdentityNumber">${cin}</xbrli:identifier>${seg}</xbrli:entity><xbrli:period>${period}</xbrli:period></xbrli:context>`,
      );
    }
    if (f.unit) units.add(f.unit);
    const unitAttr = f.unit ? ` unitRef="U_${f.unit.replace("/", "Per")}" decimals="${f.decimals ?? "INF"}"` : "";
    body.push(`<in-capmkt:${f.el} contextRef="${id}"${unitAttr}>${f.value}</in-capmkt:${f.el}>`);
  }
  const unitXml = [...units].map((u) => {
    const [num, den] = u.split("/");
    const m = (x: string) => `<xbrli:measure>${UNIT_NS[x] ?? "Non-SI"}:${x}</xbrli:measure>`;
    return den
      ? `<xbrli:unit id="U_${num}Per${den}"><xbrli:divide><xbrli:unitNumerator>${m(num)}</xbrli:unitNumerator><xbrli:unitDenominator>${m(den)}</xbrli:unitDenominator></xbrli:divide></xbrli:unit>`
      : `<xbrli:unit id="U_${u}">${m(u)}</xbrli:unit>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink"
 xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:Non-SI="http://www.xbrl.org/2009/utr"
 xmlns:in-capmkt-types="https://www.sebi.gov.in/xbrl/${version}/in-capmkt-types" xmlns:in-capmkt="${ns}">
<link:schemaRef xlink:type="simple" xlink:href="https://www.sebi.gov.in/xbrl/BRSR/in-capmkt-ent-${version}.xsd"/>
${[...contexts.values()].join("\n")}
${unitXml.join("\n")}
${body.join("\n")}
</xbrli:xbrl>`;
}
