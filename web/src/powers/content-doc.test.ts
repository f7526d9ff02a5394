import { describe, expect, it } from "vitest";

// The notice links to web/public/CONTENT.md, a copy of docs/CONTENT.md served
// with the client; the copy must not drift from the document.
describe("the provisional content's documentation", () => {
  it("is served with the client, the same as docs/CONTENT.md", async () => {
    // Node's fs, without Node's type declarations (the client has none).
    const fs: { readFileSync(path: URL, encoding: string): string } = await import(/* @vite-ignore */ "node:" + "fs");
    const at = (p: string) => fs.readFileSync(new URL(p, import.meta.url), "utf8");
    const doc = at("../../../docs/CONTENT.md");
    expect(doc.length).toBeGreaterThan(1000);
    expect(at("../../public/CONTENT.md")).toBe(doc);
  });
});
