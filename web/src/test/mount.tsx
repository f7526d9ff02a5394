// Renders a piece of the table inside a table context built from a view, as
// the table would for viewer `me` with these legal commands.
import { render, type ComponentChildren } from "preact";
import { Ctx, type TableCtx } from "../table/ctx";
import { EMPTY, highlighted } from "../decisions/select";
import type { Command } from "../generated/Command";
import type { View } from "../generated/View";
import { lobby, state } from "./fixture";

export function mount(node: ComponentChildren, v: View, me: number | null = 0, legal: Command[] = [], over: Partial<TableCtx> = {}): HTMLElement {
  const ctx: TableCtx = {
    state: state(legal, v),
    view: v,
    lobby,
    me,
    legal,
    sel: EMPTY,
    hl: highlighted(legal, EMPTY),
    reach: new Set(),
    click: () => {},
    reasons: new Map(),
    recent: new Map(),
    inform: () => {},
    ...over,
  };
  const root = document.createElement("div");
  document.body.append(root);
  render(<Ctx.Provider value={ctx}>{node}</Ctx.Provider>, root);
  return root;
}
