import { afterEach, describe, expect, it } from "vitest";
import { tokens } from "../api";
import { takeSeatFromHash } from "./Game";

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/");
});

describe("the seat link", () => {
  it("stores the token from #seat= and takes it out of the address bar", () => {
    const token = "ab".repeat(32);
    history.replaceState(null, "", `/g/g42#seat=${token}`);
    takeSeatFromHash("g42");
    expect(tokens.seat("g42")?.token).toBe(token);
    expect(location.hash).toBe("");
    expect(location.href).not.toContain(token);
  });
  it("ignores a fragment without a seat token", () => {
    history.replaceState(null, "", "/g/g43#log");
    takeSeatFromHash("g43");
    expect(tokens.seat("g43")).toBeNull();
    expect(location.hash).toBe("#log");
  });
});
