/**
 * The demo's peer library: six synthetic Indian steel makers (NIC 24, basic metals), invented
 * for the demo and marked synthetic on screen. Their figures sit near the demo company's on
 * purpose, with one that filed its revenue in crore (a scale error the benchmarks must survive).
 */
export type DemoPeer = { name: string; nic: string; figures: Record<string, number> };

const peer = (
  name: string,
  nic: string,
  revenueRupees: number,
  energyGj: number,
  waterKl: number,
  s1: number,
  s2: number,
  wasteT: number,
  extra: Record<string, number>,
): DemoPeer => ({
  name,
  nic,
  figures: {
    "INT-REVENUE": revenueRupees,
    "INT-PPP": 21.0,
    "P6-E1-TOTAL": energyGj,
    "P6-E3-CONSUMPTION": waterKl,
    "P6-E7-S1": s1,
    "P6-E7-S2": s2,
    "P6-E9-TOTAL": wasteT,
    ...extra,
  },
});

export const DEMO_PEERS: readonly DemoPeer[] = [
  peer("Godavari Alloys Ltd (synthetic)", "24103", 285e7, 198_000, 262_000, 5_100, 27_400, 16_800, {
    "P6-E1-ABC": 21_000,
    "P3-E11-LTIFR-employees": 0.31,
    "P3-E11-LTIFR-workers": 0.74,
    "P5-E3b": 6.2,
    "P3-E1c": 0.21,
    "P8-E4-MSME": 18,
  }),
  peer("Deccan Rolling Mills Ltd (synthetic)", "24109", 410e7, 301_000, 371_000, 9_800, 41_900, 27_300, {
    "P6-E1-ABC": 14_500,
    "P3-E11-LTIFR-employees": 0.45,
    "P3-E11-LTIFR-workers": 1.12,
    "P5-E3b": 4.8,
    "P3-E1c": 0.15,
    "P8-E4-MSME": 24,
  }),
  peer("Narmada Special Steels Ltd (synthetic)", "24104", 198e7, 121_000, 164_000, 2_900, 15_800, 9_700, {
    "P6-E1-ABC": 30_200,
    "P3-E11-LTIFR-employees": 0.18,
    "P3-E11-LTIFR-workers": 0.52,
    "P5-E3b": 8.9,
    "P3-E1c": 0.34,
    "P8-E4-MSME": 31,
  }),
  peer("Konkan TMT Bars Ltd (synthetic)", "24106", 332e7, 247_000, 301_000, 8_300, 33_100, 21_400, {
    "P6-E1-ABC": 9_800,
    "P3-E11-LTIFR-workers": 1.4,
    "P5-E3b": 5.1,
    "P8-E4-MSME": 15,
  }),
  peer("Vindhya Ferro Steel Ltd (synthetic)", "27100", 520e7, 436_000, 540_000, 14_200, 61_500, 38_900, {
    "P6-E1-ABC": 26_000,
    "P3-E11-LTIFR-employees": 0.52,
    "P3-E11-LTIFR-workers": 0.98,
    "P5-E3b": 3.9,
    "P3-E1c": 0.12,
    "P8-E4-MSME": 12,
  }),
  // Revenue filed in crore under INR (₹162 for ₹162 crore): its recomputed intensities sit far beyond 10× the median and are flagged.
  peer("Malwa Steel Castings Ltd (synthetic)", "24103", 162, 118_000, 139_000, 3_600, 14_900, 8_100, {
    "P6-E1-ABC": 6_200,
    "P3-E11-LTIFR-employees": 0.66,
    "P5-E3b": 7.4,
    "P3-E1c": 0.09,
  }),
];
