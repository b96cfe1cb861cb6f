import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, loginSchema, resetPasswordFormSchema, resetPasswordSchema, signupSchema } from "@/lib/auth/schemas";

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("signupSchema", () => {
  it("trims and lower-cases the email and trims the names", () => {
    const parsed = signupSchema.parse({ email: "  Priya@Example.COM ", password: "secret", full_name: " Priya ", company_name: " Acme " });
    expect(parsed).toEqual({ email: "priya@example.com", password: "secret", full_name: "Priya", company_name: "Acme" });
  });

  it("requires all four fields, a valid email and six characters of password", () => {
    expect(messages(signupSchema.safeParse({ email: "", password: "", full_name: "", company_name: "" }))).toEqual({
      email: "Email is required",
      password: "Password must be at least 6 characters",
      full_name: "Full name is required",
      company_name: "Company name is required",
    });
    expect(messages(signupSchema.safeParse({ email: "priya@", password: "12345", full_name: "P", company_name: "A" }))).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
    expect(signupSchema.safeParse({ email: "p@example.com", password: "123456", full_name: "P", company_name: "A" }).success).toBe(true);
  });

  it("keeps the password exactly as typed (no trimming)", () => {
    expect(signupSchema.parse({ email: "p@example.com", password: "  pass  ", full_name: "P", company_name: "A" }).password).toBe("  pass  ");
  });
});

describe("loginSchema", () => {
  it("asks only for presence of the password", () => {
    expect(loginSchema.safeParse({ email: "p@example.com", password: "1" }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ email: "p@example.com", password: "" }))).toEqual({ password: "Password is required" });
  });
});

describe("forgotPasswordSchema", () => {
  it("normalises the email", () => {
    expect(forgotPasswordSchema.parse({ email: " A@B.CO " })).toEqual({ email: "a@b.co" });
  });
});

describe("reset schemas", () => {
  it("the API schema needs a token and six characters", () => {
    expect(messages(resetPasswordSchema.safeParse({ token: "", new_password: "12345" }))).toEqual({
      token: "Reset token is required",
      new_password: "Password must be at least 6 characters",
    });
  });

  it("the form schema also needs the confirmation to match", () => {
    expect(messages(resetPasswordFormSchema.safeParse({ new_password: "abcdef", confirm_password: "abcdeg" }))).toEqual({
      confirm_password: "Passwords do not match",
    });
    expect(messages(resetPasswordFormSchema.safeParse({ new_password: "abc", confirm_password: "abc" }))).toEqual({
      new_password: "Password must be at least 6 characters",
    });
    expect(resetPasswordFormSchema.safeParse({ new_password: "abcdef", confirm_password: "abcdef" }).success).toBe(true);
  });
});
