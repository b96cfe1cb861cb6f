import { describe, expect, it } from "vitest";
import { allCells, cellByKey, parseRowCellKey, parseRowKey, ROW_TABLES, rowCellKey, rowCellOf, rowKey, rowTableById } from "@/lib/frameworks/questionnaire";

describe("row-table cell keys", () => {
  it("names a row's cell by table, row (from 1) and column, and reads it back", () => {
    expect(rowCellKey("A-26", 3, "RISK")).toBe("A-26-R3-RISK");
    expect(parseRowCellKey("A-26-R3-RISK")).toEqual({ tableId: "A-26", row: 3, column: "RISK" });
    expect(parseRowCellKey("P7-E1b-R10-NAME")).toEqual({ tableId: "P7-E1b", row: 10, column: "NAME" });
    expect(parseRowCellKey("P6-L1-R2-DIS_II_NONE")).toEqual({ tableId: "P6-L1", row: 2, column: "DIS_II_NONE" });
    expect(rowKey("A-26", 4)).toBe("A-26-R4");
    expect(parseRowKey("A-26-R4")).toEqual({ tableId: "A-26", row: 4 });
  });

  it("refuses what is not a row cell", () => {
    for (const key of ["A-26", "A-26-R0-RISK", "A-26-R3-risk", "A-26-R3", "P6-E1-A", "A-26-RX-RISK"]) expect(parseRowCellKey(key)).toBeNull();
    expect(() => rowCellKey("A-26", 0, "RISK")).toThrow();
    expect(() => rowCellKey("A-26", 1, "risk")).toThrow();
  });

  it("knows each table's columns and limit: unknown table, column or a row past the limit name no cell", () => {
    expect(rowCellOf("A-26-R3-RISK")?.column.options).toEqual(["R", "O"]);
    expect(rowCellOf("A-26-R30-ISSUE")).not.toBeNull();
    expect(rowCellOf("A-26-R31-ISSUE")).toBeNull();
    expect(rowCellOf("A-26-R1-NOPE")).toBeNull();
    expect(rowCellOf("Z-99-R1-ISSUE")).toBeNull();
    expect(rowTableById("P7-E1b")?.maxRows).toBe(10);
  });

  it("makes every row cell an input cell of the questionnaire with a metric of its own", () => {
    const cell = cellByKey("A-26-R3-IMPLICATIONS");
    expect(cell).toMatchObject({ kind: "input", type: "choice", options: ["Positive Implications", "Negative Implications"], required: false });
    const metrics = allCells().flatMap((c) => (c.kind === "input" ? [c.metric.toLowerCase()] : []));
    expect(new Set(metrics).size).toBe(metrics.length);
    const keys = allCells().map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("lists the tables converted from narrative answers, each keeping its old answer", () => {
    const ids = ROW_TABLES.map((t) => t.id);
    expect(ids).toEqual(
      expect.arrayContaining(["A-26", "P2-L1", "P2-L2", "P4-E2", "P6-E11", "P6-E12", "P6-E13", "P6-L1", "P7-E1b", "P7-L1", "P8-E1", "P8-E2"]),
    );
    for (const id of ["L1", "L2", "L4", "L5", "L6"]) expect(ids).toContain(`P8-${id}`);
    expect(rowTableById("A-26")?.legacy?.key).toBe("A-26");
    expect(rowTableById("P4-E2")?.columns.find((c) => c.id === "CHANNEL")?.options).toContain("Community Meetings");
  });

  it("gives P6 L1 one block per facility; facility 1 keeps the metric names of the single block asked before", () => {
    const t = rowTableById("P6-L1")!;
    expect(t.rows[0].block?.rows.some((r) => r.cells.value?.key === "P6-L1-R1-WITHDRAWAL")).toBe(true);
    expect(cellByKey("P6-L1-R1-SURFACE")).toMatchObject({ metric: "Water-stressed areas: withdrawal, surface water" });
    expect(cellByKey("P6-L1-R2-SURFACE")).toMatchObject({ metric: "Water-stressed areas, facility 2: withdrawal, surface water" });
    expect(cellByKey("P6-L1-ALL-WITHDRAWAL")?.kind).toBe("derived");
  });
});
