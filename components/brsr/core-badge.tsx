import { Badge } from "@/components/ui/badge";

/** The nine attributes of SEBI's Annexure I (circular of 12 July 2023), for the badge's tooltip. */
const CORE_ATTRIBUTE_TITLES: Record<string, string> = {
  ghg: "Green-house gas (GHG) footprint",
  water: "Water footprint",
  energy: "Energy footprint",
  waste: "Embracing circularity",
  wellbeing: "Enhancing employee well-being and safety",
  gender: "Enabling gender diversity in business",
  inclusive: "Enabling inclusive development",
  fairness: "Fairness in engaging with customers and suppliers",
  openness: "Open-ness of business",
};

/** Marks a figure SEBI's BRSR Core lists (reasonable assurance for the top listed entities). */
export function CoreBadge({ cores, testId }: { cores: readonly string[]; testId?: string }) {
  if (!cores.length) return null;
  const titles = [...new Set(cores)].map((c) => CORE_ATTRIBUTE_TITLES[c] ?? c).join(", ");
  return (
    <Badge variant="outline" className="border-emerald-300 text-emerald-700 dark:border-emerald-800 dark:text-emerald-400" title={`BRSR Core: ${titles}`} data-testid={testId}>
      BRSR Core
    </Badge>
  );
}
