import type { Principle } from "@/lib/frameworks/types";

/**
 * The nine NGRBC principles as BRSR Section C heads them (National Guidelines on Responsible
 * Business Conduct, 2019), in the product's own short wording.
 */
export const PRINCIPLE_TITLES: Record<Principle, string> = {
  P1: "Businesses should conduct and govern themselves with integrity, in a manner that is ethical, transparent and accountable",
  P2: "Businesses should provide goods and services in a manner that is sustainable and safe",
  P3: "Businesses should respect and promote the well-being of all employees, including those in their value chains",
  P4: "Businesses should respect the interests of and be responsive to all their stakeholders",
  P5: "Businesses should respect and promote human rights",
  P6: "Businesses should respect and make efforts to protect and restore the environment",
  P7: "Businesses, when engaging in influencing public and regulatory policy, should do so in a manner that is responsible and transparent",
  P8: "Businesses should promote inclusive growth and equitable development",
  P9: "Businesses should engage with and provide value to their consumers in a responsible manner",
};
