import { Badge } from "@/components/ui/badge";
import { CORE_ATTRIBUTE_TITLES } from "@/lib/brsr/core";

/** Marks a figure SEBI's BRSR Core lists (reasonable assurance for the top listed entities). */
export function CoreBadge({ cores, testId }: { cores: readonly string[]; testId?: string }) {
  if (!cores.length) return null;
  const titles = [...new Set(cores)].map((c) => CORE_ATTRIBUTE_TITLES[c as keyof typeof CORE_ATTRIBUTE_TITLES] ?? c).join(", ");
  return (
    <Badge
      variant="outline"
      className="border-emerald-300 text-emerald-700 dark:border-emerald-800 dark:text-emerald-400"
      title={`BRSR Core: ${titles}`}
      data-testid={testId}
    >
      BRSR Core
    </Badge>
  );
}
