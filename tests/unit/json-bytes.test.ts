import { describe, expect, it } from "vitest";
import { jsonBytesOf } from "@/lib/format/json-bytes";

describe("jsonBytesOf", () => {
  it("writes an object's JSON once, as UTF-8, and hands back the same bytes after", () => {
    const page = [{ metric: "Scope 1 emissions", value: "4,500", unit: "tCO₂e", notes: "संयंत्र A" }];
    const bytes = jsonBytesOf(page);
    expect(new TextDecoder().decode(bytes)).toBe(JSON.stringify(page));
    expect(jsonBytesOf(page)).toBe(bytes);
    // Another object, even an equal one, is written for itself.
    expect(jsonBytesOf([...page])).not.toBe(bytes);
  });
});
