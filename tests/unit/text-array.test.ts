import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { textArray } from "@/db/text-array";

const dialect = new PgDialect();
const params = (values: string[]) => dialect.sqlToQuery(textArray(values)).params;

describe("textArray", () => {
  it("binds the whole list as one text[] literal, quoting backslashes and quotes", () => {
    expect(params(["a", 'b"c', "d\\e"])).toEqual(['{"a","b\\"c","d\\\\e"}']);
  });

  it("reads a list changed after its first use as it is now", () => {
    const keys = ["P6-E1"];
    expect(params(keys)).toEqual(['{"P6-E1"}']);
    keys.push("P6-E3");
    expect(params(keys)).toEqual(['{"P6-E1","P6-E3"}']);
  });
});
