"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { COMPANY_ROLES, ROLE_LABELS, type CompanyRole } from "@/lib/auth/access-table";
import { ROLE_DESCRIPTIONS } from "@/lib/companies/member-display";

/** A role picker; each option carries its one-line description (`describe`) or just its name. */
export function RoleSelect({
  id,
  value,
  onChange,
  label,
  describe = false,
  disabled,
  className,
}: {
  id?: string;
  value: CompanyRole;
  onChange: (role: CompanyRole) => void;
  label: string;
  describe?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as CompanyRole)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className={className}>
        <SelectValue>{ROLE_LABELS[value]}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {COMPANY_ROLES.map((role) => (
          <SelectItem key={role} value={role} textValue={ROLE_LABELS[role]}>
            {describe ? (
              <span className="flex flex-col items-start">
                <span className="font-medium">{ROLE_LABELS[role]}</span>
                <span className="text-muted-foreground text-xs whitespace-normal">{ROLE_DESCRIPTIONS[role]}</span>
              </span>
            ) : (
              ROLE_LABELS[role]
            )}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
