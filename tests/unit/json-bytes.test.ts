import { describe, expect, it } from "vitest";
import { jsonBytes, jsonBytesOf, withFields } from "@/lib/format/json-bytes";

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

describe("withFields", () => {
  const read = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as unknown;

  it("puts fields before an object's own, as one object, its bytes copied", () => {
    const tab = { section: "P6", sections: [{ id: "C", title: "Principle 6 — परिवेश" }], progress: { answered: 3 } };
    const out = withFields({ saved: { created: 1, warnings: [] }, data_version: 42 }, jsonBytes(tab));
    expect(read(out)).toEqual({ saved: { created: 1, warnings: [] }, data_version: 42, ...tab });
    expect(new TextDecoder().decode(out).endsWith(JSON.stringify(tab).slice(1))).toBe(true);
  });

  it("leaves either side alone when the other adds nothing", () => {
    const object = jsonBytes({ a: 1 });
    expect(withFields({}, object)).toBe(object);
    expect(read(withFields({ a: 2 }, jsonBytes({})))).toEqual({ a: 2 });
  });
});
