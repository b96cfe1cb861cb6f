import type { Framework, FrameworkCode } from "../types";
import { BRSR } from "./brsr";
import { withDirections } from "./direction";
import { GRI } from "./gri";
import { SASB } from "./sasb";
import { TCFD } from "./tcfd";

export const CATALOGUE: Record<FrameworkCode, Framework> = {
  GRI: withDirections(GRI),
  BRSR: withDirections(BRSR),
  TCFD: withDirections(TCFD),
  SASB: withDirections(SASB),
};
