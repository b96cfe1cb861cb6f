import type { UnitType } from "./rules";

/** A unit as the API answers it (lib/units/service.ts). */
export type UnitDto = {
  id: string;
  parent_id: string | null;
  name: string;
  type: UnitType;
  country: string;
  state: string | null;
  district: string | null;
  nic_code: string | null;
  ownership_pct: number | null;
  in_standalone: boolean;
  in_consolidated: boolean;
  water_stressed: boolean;
  active_from_fy: string | null;
  active_to_fy: string | null;
  archived: boolean;
  /** Entries filed under the unit (a unit holding figures can be archived, not deleted). */
  figures: number;
};
