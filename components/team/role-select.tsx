"use client";

import { NativeSelect } from "@/components/ui/native-select";
import { COMPANY_ROLES, ROLE_LABELS, type CompanyRole } from "@/lib/auth/access-table";

/**
 * A role picker: the browser's select (a phone shows its own list), so the team page carries no
 * Radix popper in its first load (decisions D30). The invite form shows the chosen role's description
 * under it.
 */
export function RoleSelect({
  id,
  value,
  onChange,
  label,
  disabled,
  className,
}: {
  id?: string;
  value: CompanyRole;
  onChange: (role: CompanyRole) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <NativeSelect
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as CompanyRole)}
      disabled={disabled}
      className={className}
    >
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  );
}
