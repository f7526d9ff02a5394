import { said as saidMsg } from "../test/fixture";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "preact";
import { act } from "preact/test-utils";
import type { ChatMessage } from "../generated/ChatMessage";
import type { LogLine } from "../generated/LogLine";
import { MoveList } from "./History";

// jsdom lays nothing out, so it has no scrolling: the list's scroll to the
// current move does nothing here.
Element.prototype.scrollIntoView ??= function () {};

// Each test unmounts what it drew, so no effect of it runs after the test.
const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const root of mounted.splice(0)) render(null, root);
  document.body.innerHTML = "";
});

function draw(node: preact.ComponentChild): HTMLElement {
  const root = document.createElement("div");
  document.body.append(root);
  mounted.push(root);
  act(() => render(node, root));
  return root;
}

const line = (version: number, text: string): LogLine => ({ version, msg: saidMsg(text), by: version % 2, event: { type: "x" } as unknown as LogLine["event"] });
const said = (id: number, text: string, version?: number): ChatMessage => ({ id, channel: "table", seat: 0, name: "Alice", text, sent_at: 0, ...(version === undefined ? {} : { version }) });

describe("a replay's move list", () => {
  it("puts each message under the last move made before it, and unknown ones at the end", () => {
    const log = [line(1, "move one"), line(2, "move two"), line(5, "move five")];
    const chat = [said(1, "hello", 0), said(2, "after two", 2), said(3, "between", 4), said(4, "old"), said(5, "gg", 9)];
    const root = draw(<MoveList log={log} version={0} go={() => {}} chat={chat} />);
    const items = [...root.querySelectorAll(".move-list > li")].map((li) => li.textContent ?? "");
    expect(items).toEqual([
      "Set-up begins",
      "Alice: hello",
      "#1 move one",
      "#2 move two",
      "Alice: after two",
      "Alice: between",
      "#5 move five",
      "Alice: gg",
      "Chat whose moment in the game is not known",
      "Alice: old",
    ]);
  });

  it("shows a message as text, never as markup", () => {
    const root = draw(<MoveList log={[line(1, "move one")]} version={1} go={() => {}} chat={[said(1, "<img src=x onerror=alert(1)>", 1)]} />);
    expect(root.querySelector("img")).toBeNull();
    expect(root.textContent).toContain("<img src=x onerror=alert(1)>");
  });
});
