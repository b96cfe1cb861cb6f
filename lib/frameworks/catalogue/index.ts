import type { Framework, FrameworkCode } from "../types";
import { BRSR } from "./brsr";
import { withDirections } from "./direction";
import { GRI } from "./gri";
import { SASB } from "./sasb";
import { TCFD } from "./tcfd";

/** Catalogue version: bump when metrics are added, renamed or re-referenced. */
export const CATALOGUE_VERSION = "2026.1";

export const CATALOGUE: Record<FrameworkCode, Framework> = {
  GRI: withDirections(GRI),
  BRSR: withDirections(BRSR),
  TCFD: withDirections(TCFD),
  SASB: withDirections(SASB),
};
