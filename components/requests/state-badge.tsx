import { Badge } from "@/components/ui/badge";
import { STATE_LABELS, type RequestState } from "@/lib/requests/rules";
import { cn } from "@/lib/utils";

const STYLE: Record<RequestState, string> = {
  overdue: "bg-red-100 text-red-800 border-red-200 dark:bg-red-950 dark:text-red-200",
  returned: "bg-amber-100 text-amber-900 border-amber-200 dark:bg-amber-950 dark:text-amber-200",
  not_started: "bg-muted text-muted-foreground",
  in_progress: "bg-sky-100 text-sky-800 border-sky-200 dark:bg-sky-950 dark:text-sky-200",
  submitted: "bg-violet-100 text-violet-800 border-violet-200 dark:bg-violet-950 dark:text-violet-200",
  approved: "bg-emerald-100 text-emerald-900 border-emerald-200 dark:bg-emerald-950 dark:text-emerald-200",
};

export function RequestStateBadge({ state }: { state: RequestState }) {
  return (
    <Badge variant="outline" className={cn(STYLE[state])} data-testid="request-state">
      {STATE_LABELS[state]}
    </Badge>
  );
}
