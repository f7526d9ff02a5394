import { afterEach, describe, expect, it } from "vitest";
import { render } from "preact";
import { INITIAL } from "../connection";
import { selectCommand } from "../decisions/select";
import type { Command } from "../generated/Command";
import { mount } from "../test/mount";
import { view } from "../test/fixture";
import { Composer } from "./Composer";

// Unmounted after each test, so no effect of the panel runs once the test is over.
const drawn: HTMLElement[] = [];
afterEach(() => {
  for (const root of drawn.splice(0)) render(null, root);
  document.body.innerHTML = "";
});

describe("the move panel", () => {
  it("says next to Send why a move was not sent, where the eye is", () => {
    const advertise: Command = { type: "advertise" };
    const noop = () => {};
    const snap = { ...INITIAL, error: "Not connected: the move was not sent. Wait for the connection to come back." };
    const root = mount(<Composer snap={snap} setSel={noop} send={noop} preview={noop} />, view(), 0, [advertise], { sel: selectCommand(advertise) });
    drawn.push(root);
    const buttons = root.querySelector(".buttons")!;
    expect(buttons.querySelector('[data-testid="send"]')).not.toBeNull();
    expect(buttons.querySelector('[data-testid="send-error"]')!.textContent).toContain("Not connected");
    const fine = mount(<Composer snap={INITIAL} setSel={noop} send={noop} preview={noop} />, view(), 0, [advertise], { sel: selectCommand(advertise) });
    drawn.push(fine);
    expect(fine.querySelector('[data-testid="send-error"]')).toBeNull();
  });
});
