import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The dashboard's "In Progress" task badge reaches WCAG AA (4.5:1) in both themes.
const root = path.resolve(import.meta.dirname, "../..");
const css = fs.readFileSync(path.join(root, "app/globals.css"), "utf8");
const dashboard = fs.readFileSync(path.join(root, "components/dashboard/company-dashboard.tsx"), "utf8");

type Rgb = [number, number, number];

function token(block: ":root" | ".dark", name: string): Rgb {
  const body = new RegExp(`${block.replace(".", "\\.")}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  const match = new RegExp(`--${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(body);
  if (!match) throw new Error(`--${name} is not an oklch() colour in ${block}`);
  return oklchToSrgb(Number(match[1]), Number(match[2]), Number(match[3]));
}

function oklchToSrgb(L: number, C: number, h: number): Rgb {
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear.map((c) => {
    const v = Math.min(1, Math.max(0, c));
    return v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  }) as Rgb;
}

const over = (fg: Rgb, bg: Rgb, alpha: number): Rgb => fg.map((c, i) => c * alpha + bg[i] * (1 - alpha)) as Rgb;
const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe("the 'In Progress' task badge", () => {
  const style = /"In Progress":\s*"([^"]+)"/.exec(dashboard)?.[1] ?? "";

  it("is drawn with the info tokens: text-info-foreground on a 15% info tint", () => {
    expect(style.split(/\s+/)).toEqual(expect.arrayContaining(["bg-info/15", "text-info-foreground"]));
  });

  it.each([":root", ".dark"] as const)("reaches 4.5:1 on cards and on the page (%s)", (theme) => {
    for (const surface of ["card", "background"]) {
      const ground = over(token(theme, "info"), token(theme, surface), 0.15);
      expect(contrast(token(theme, "info-foreground"), ground), `${theme} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
