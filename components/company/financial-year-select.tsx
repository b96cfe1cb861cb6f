import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

type Props = {
  /** The select's id (its label points at it); also its test id unless `testId` says otherwise. */
  id: string;
  testId?: string;
  /** The year shown; null while it is not yet known (the select shows empty). */
  value: string | null;
  onChange: (fy: string) => void;
  /** The choices, newest first (financialYearChoices, yearChoicesWith). */
  years: readonly { id: string; label: string }[];
  label?: string;
  disabled?: boolean;
  /** `stacked`: the label above the select (a card's form); `inline`: beside it (a card's header). */
  layout?: "stacked" | "inline";
  className?: string;
};

/** A screen's financial-year picker: a label and the app's select of the years given. */
export function FinancialYearSelect({ id, testId = id, value, onChange, years, label = "Financial year", disabled, layout = "stacked", className }: Props) {
  const inline = layout === "inline";
  return (
    <div className={cn(inline ? "flex items-center gap-2" : "space-y-1.5", className)}>
      <Label htmlFor={id} className={inline ? "shrink-0" : undefined}>
        {label}
      </Label>
      <NativeSelect id={id} data-testid={testId} className="w-full sm:w-56" value={value ?? ""} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
        {years.map((y) => (
          <option key={y.id} value={y.id}>
            {y.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
