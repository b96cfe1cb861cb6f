import fs from "node:fs";
import { describe, expect, it } from "vitest";

// The project runs on the Node its own install brings: the `node` package (an official binary,
// installed by its preinstall script, which package.json's allowScripts lets run), whose bin npm
// puts first on PATH for every npm script, and so for everything they start (Vitest, next build,
// next start, tsx, Playwright). This test runs on that Node or fails: a runner started with another
// Node (the machine's own, or an install that skipped the `node` package's script) is caught here.
const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const nvmrc = fs.readFileSync(".nvmrc", "utf8").trim();

describe("the project's Node", () => {
  it("is one version everywhere: .nvmrc, the `node` dependency, and within engines", () => {
    expect(pkg.dependencies.node).toBe(nvmrc);
    const [, min, max] = /^>=(\S+) <(\d+)$/.exec(pkg.engines.node) ?? [];
    const [major, minor] = nvmrc.split(".").map(Number);
    expect(major).toBe(Number(max) - 1);
    expect(minor).toBeGreaterThanOrEqual(Number(min.split(".")[1]));
    expect(pkg.allowScripts?.node).toBe(true);
  });

  it("is a long-term-support line (even major) and the one this runs on", () => {
    expect(Number(nvmrc.split(".")[0]) % 2).toBe(0);
    expect(process.version, `run through npm (npm test, npm run test:unit, npx vitest) after \`npm install\`; this is ${process.execPath}`).toBe(`v${nvmrc}`);
  });
});

describe("what the README and the dependencies say", () => {
  it("the README names the Node the project runs on", () => {
    const readme = fs.readFileSync("README.md", "utf8");
    expect(readme).toContain(`Node ${nvmrc.split(".")[0]}`);
    expect(readme).toContain(nvmrc);
  });

  it("the @aws-sdk packages are one release: package.json pins them alike, and the lock holds each at one version", () => {
    const named = Object.entries(pkg.dependencies).filter(([name]) => name.startsWith("@aws-sdk/"));
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named.map(([, version]) => version)).size, JSON.stringify(named)).toBe(1);
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string }> };
    const versions = new Map<string, Set<string>>();
    for (const [where, entry] of Object.entries(lock.packages)) {
      const name = where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length);
      if (!where.includes("node_modules/") || !/^@(aws-sdk|smithy)\//.test(name) || !entry.version) continue;
      versions.set(name, (versions.get(name) ?? new Set()).add(entry.version));
    }
    const twice = [...versions].filter(([, v]) => v.size > 1).map(([name, v]) => `${name}: ${[...v].join(", ")}`);
    expect(twice).toEqual([]);
    for (const [name, version] of named) expect([...(versions.get(name) ?? [])], name).toEqual([version]);
  });
});
