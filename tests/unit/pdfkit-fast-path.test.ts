import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { ANNEX_FONTS } from "@/lib/reports/brsr/fonts";

// The BRSR report's text fast path (lib/reports/brsr/mono-text.ts) wraps pdfkit's text() and writes
// through pdfkit's own font subset: an upgrade of pdfkit or react-pdf could turn it off (another
// copy of pdfkit, so the wrapper is never called) or break it (internals renamed). Its contract is
// held here, beside brsr-speed.test.ts (a rendered report takes the fast path: one text block a page,
// no fallback warning) and brsr-mono-text.test.ts (it reads back as pdfkit's own text() would set it):
// an upgrade that changes what the fast path relies on fails these, never only the report's speed.
const require = createRequire(import.meta.url);

describe("the pdfkit fast path's contract", () => {
  it("react-pdf renders with the one pdfkit the project wraps, and Next bundles neither", () => {
    const ours = require.resolve("pdfkit");
    const rendererMain = require.resolve("@react-pdf/renderer");
    expect(createRequire(rendererMain).resolve("pdfkit"), "@react-pdf/renderer resolves another pdfkit").toBe(ours);
    const packageOf = (file: string, name: string) =>
      JSON.parse(fs.readFileSync(path.join(file.slice(0, file.lastIndexOf(name) + name.length), "package.json"), "utf8"));
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.pdfkit, "package.json pins the pdfkit react-pdf asks for").toBe(
      packageOf(rendererMain, "node_modules/@react-pdf/renderer").dependencies.pdfkit,
    );
    expect(packageOf(ours, "node_modules/pdfkit").version).toBe(pkg.dependencies.pdfkit);
    // Bundled, the server would hold a copy of pdfkit of its own beside react-pdf's.
    expect(nextConfig.serverExternalPackages).toEqual(expect.arrayContaining(["pdfkit", "@react-pdf/renderer"]));
  });

  it("pdfkit still has the internals a block is written through", () => {
    const doc = new (PDFDocument as unknown as new () => any)();
    expect(typeof doc.text).toBe("function");
    doc.font(ANNEX_FONTS.regular).fontSize(6.8);
    const font = doc._font;
    expect(doc._fontSource).toBe(ANNEX_FONTS.regular);
    expect(doc._fontSize).toBe(6.8);
    expect(typeof font.id).toBe("string");
    expect(typeof font.name).toBe("string");
    expect(font.scale).toBeGreaterThan(0);
    expect(font.ascender).toBeGreaterThan(0);
    expect(typeof font.ref).toBe("function");
    expect(Array.isArray(font.widths) && Array.isArray(font.unicode)).toBe(true);
    const glyph = font.font.glyphForCodePoint("A".codePointAt(0));
    expect(glyph).toMatchObject({ id: expect.any(Number), advanceWidth: expect.any(Number), codePoints: [65] });
    expect(font.subset.includeGlyph(glyph.id)).toEqual(expect.any(Number));
    expect(font.font.post.isFixedPitch).toBeTruthy();
    expect(typeof doc.page.height).toBe("number");
    expect(typeof doc.page.fonts).toBe("object");
    for (const method of ["addContent", "save", "restore", "transform", "widthOfString", "fillColor"]) expect(typeof doc[method], method).toBe("function");
    doc.end();
  });
});
