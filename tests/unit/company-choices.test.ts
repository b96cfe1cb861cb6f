import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INDUSTRIES, SIZES, profileLooksComplete } from "@/lib/companies/choices";
import { companyProfileSchema } from "@/lib/companies/schemas";

// Mostly plausible answers, so that many drafts pass the schema; blanks and overlong ones too.
const text = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 12 }), weight: 6 },
  { arbitrary: fc.constantFrom("", "   "), weight: 1 },
  { arbitrary: fc.string({ minLength: 195, maxLength: 210 }), weight: 1 },
);

describe("profileLooksComplete (the wizard's early check, before the schema arrives)", () => {
  it("is true for every draft the schema accepts, so a valid draft always reopens on step 2", () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.record({
          name: text,
          industry: fc.oneof({ arbitrary: fc.constantFrom(...INDUSTRIES, ` ${INDUSTRIES[0]} `), weight: 6 }, { arbitrary: text, weight: 1 }),
          location: text,
          size: fc.oneof({ arbitrary: fc.constantFrom(...SIZES), weight: 6 }, { arbitrary: text, weight: 1 }),
          description: fc.oneof(fc.constant(""), fc.string({ maxLength: 20 })),
        }),
        (values) => {
          if (!companyProfileSchema.safeParse(values).success) return;
          accepted += 1;
          expect(profileLooksComplete(values)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it("is false when a required field is empty or a choice is not on its list", () => {
    const full = { name: "Godavari Forgings Ltd", industry: "Manufacturing", location: "Pune", size: "201-500" };
    expect(profileLooksComplete(full)).toBe(true);
    expect(profileLooksComplete({ ...full, name: "  " })).toBe(false);
    expect(profileLooksComplete({ ...full, location: "" })).toBe(false);
    expect(profileLooksComplete({ ...full, industry: "Mining" })).toBe(false);
    expect(profileLooksComplete({ ...full, size: "" })).toBe(false);
  });
});
