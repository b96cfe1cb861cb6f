import { Badge } from "@/components/ui/badge";
import { ROLE_LABELS, type CompanyRole } from "@/lib/auth/access-table";
import { cn } from "@/lib/utils";

const ROLE_STYLE: Record<CompanyRole, string> = {
  owner: "bg-primary/10 text-primary border-primary/20",
  reviewer: "bg-violet-100 text-violet-800 border-violet-200 dark:bg-violet-950 dark:text-violet-200",
  editor: "bg-sky-100 text-sky-800 border-sky-200 dark:bg-sky-950 dark:text-sky-200",
  viewer: "bg-muted text-muted-foreground",
  assurer: "bg-amber-100 text-amber-900 border-amber-200 dark:bg-amber-950 dark:text-amber-200",
  contributor: "bg-emerald-100 text-emerald-900 border-emerald-200 dark:bg-emerald-950 dark:text-emerald-200",
};

/** The caller's (or a member's) role in a company, as a small label. */
export function RoleBadge({ role, className, ...props }: { role: CompanyRole; className?: string } & Omit<React.ComponentProps<typeof Badge>, "children">) {
  return (
    <Badge variant="outline" className={cn(ROLE_STYLE[role], className)} {...props}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
