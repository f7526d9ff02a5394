// The table's shared context: the state, the legal commands and the current
// selection, with `Target`, the one component every clickable board thing uses.
import { createContext, type ComponentChildren } from "preact";
import { useContext } from "preact/hooks";
import type { Command } from "../generated/Command";
import type { GameState } from "../generated/GameState";
import type { LobbyInfo } from "../generated/LobbyInfo";
import type { View } from "../generated/View";
import type { Selection } from "../decisions/select";

export interface TableCtx {
  state: GameState;
  view: View;
  lobby: LobbyInfo | null;
  /** The viewer's seat, or null for a spectator. */
  me: number | null;
  legal: Command[];
  sel: Selection;
  hl: Set<string>;
  click(key: string): void;
}

export const Ctx = createContext<TableCtx | null>(null);

export function useTable(): TableCtx {
  const c = useContext(Ctx);
  if (!c) throw new Error("useTable outside the table");
  return c;
}

export function seatName(lobby: LobbyInfo | null, seat: number): string {
  return lobby?.seats[seat]?.name ?? `Player ${seat + 1}`;
}

/** A board thing the player may click when a legal command acts on it. */
export function Target(props: { k: string; class?: string; title?: string; children: ComponentChildren; testid?: string }) {
  const t = useTable();
  const legal = t.hl.has(props.k);
  const selected = t.sel.keys.includes(props.k);
  const cls = [props.class ?? "", legal ? "legal" : "", selected ? "selected" : ""].join(" ").trim();
  if (!legal && !selected)
    return (
      <div class={cls} title={props.title} data-key={props.k} data-testid={props.testid}>
        {props.children}
      </div>
    );
  return (
    <button type="button" class={cls} title={props.title} data-key={props.k} data-testid={props.testid} aria-pressed={selected} onClick={() => t.click(props.k)}>
      {props.children}
    </button>
  );
}

/** A button for a command that acts on no board thing; shown only while legal. */
export function Action(props: { k: string; children: ComponentChildren }) {
  const t = useTable();
  if (!t.hl.has(props.k) && !t.sel.keys.includes(props.k)) return null;
  return (
    <Target k={props.k} class="action-btn" testid={`action-${props.k}`}>
      {props.children}
    </Target>
  );
}
