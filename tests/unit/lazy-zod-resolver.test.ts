import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it, vi } from "vitest";
import { loginSchema, type LoginInput } from "@/lib/auth/schemas";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";

const options = { fields: {}, shouldUseNativeValidation: false, criteriaMode: "firstError" as const };

describe("lazyZodResolver", () => {
  it("answers exactly as zodResolver does with the same schema, valid or not", async () => {
    const lazy = lazyZodResolver<LoginInput>(async () => loginSchema);
    const eager = zodResolver(loginSchema);
    for (const values of [
      { email: "", password: "" },
      { email: "not-an-email", password: "x" },
      { email: "  Ada@Example.COM ", password: "secret" },
    ]) {
      expect(await lazy(values, undefined, options)).toEqual(await eager(values, undefined, options));
    }
    expect(await lazy({ email: "  Ada@Example.COM ", password: "secret" }, undefined, options)).toEqual({
      values: { email: "ada@example.com", password: "secret" },
      errors: {},
    });
  });

  it("loads the schema once, and again only after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(loginSchema);
    const lazy = lazyZodResolver<LoginInput>(load);
    await expect(lazy({ email: "", password: "" }, undefined, options)).rejects.toThrow("chunk failed");
    await lazy({ email: "", password: "" }, undefined, options);
    await lazy({ email: "a@b.co", password: "x" }, undefined, options);
    await lazy.load();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
