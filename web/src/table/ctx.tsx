// The table's shared context: the state, the legal commands, the current
// selection, the rules' reasons for what may not be used, each opponent's last
// move, and `Target`, the one component every board thing uses.
import { createContext, type ComponentChildren } from "preact";
import { useContext } from "preact/hooks";
import type { Command } from "../generated/Command";
import type { GameState } from "../generated/GameState";
import type { LobbyInfo } from "../generated/LobbyInfo";
import type { View } from "../generated/View";
import type { Location } from "../generated/Location";
import type { Selection } from "../decisions/select";
import { keyLocation } from "../decisions/direct";
import { seatLabel, T } from "../text";

/** An opponent's last move touching a board thing. */
export interface Recent {
  seat: number;
  text: string;
}

export interface TableCtx {
  state: GameState;
  view: View;
  lobby: LobbyInfo | null;
  /** The viewer's seat, or null for a spectator. */
  me: number | null;
  legal: Command[];
  sel: Selection;
  hl: Set<string>;
  /** Locations a Character may be placed at now: their things propose the placement. */
  reach: Set<Location>;
  click(key: string): void;
  /** The rules' reasons why a board thing may not be used now. */
  reasons: Map<string, string[]>;
  /** Board things each opponent's last move touched. */
  recent: Map<string, Recent>;
  /** Shows the facts (and the reason) of a board thing next to it. */
  inform(key: string, el: HTMLElement, how: "hover" | "tap" | "leave"): void;
}

export const Ctx = createContext<TableCtx | null>(null);

export function useTable(): TableCtx {
  const c = useContext(Ctx);
  if (!c) throw new Error("useTable outside the table");
  return c;
}

/** A seat's name; in a solo game the seat after the player's is the Heir's,
 * which nobody holds. */
export function seatName(lobby: LobbyInfo | null, seat: number): string {
  if (lobby?.options.heir && seat >= lobby.seats.length) return T.heir.name;
  return lobby?.seats[seat]?.name ?? seatLabel(seat);
}

/** A board thing. A button when a legal command acts on it; otherwise a plain
 * box that still shows its facts and the rules' reason on hover, tap or focus. */
export function Target(props: { k: string; class?: string; label?: string; children: ComponentChildren; testid?: string }) {
  const t = useTable();
  const legal = t.hl.has(props.k);
  const selected = t.sel.keys.includes(props.k) || t.sel.via?.then === props.k;
  const loc = legal || selected || !t.reach.size ? null : keyLocation(props.k);
  const reach = loc !== null && t.reach.has(loc);
  const recent = t.recent.get(props.k);
  const why = t.reasons.get(props.k);
  const cls = [
    props.class ?? "",
    legal ? "legal" : "",
    reach ? "reach" : "",
    selected ? "selected" : "",
    recent ? `recent seat-${recent.seat}` : "",
    why && !legal && !reach ? "refused" : "",
  ]
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  // Hover notes for a mouse only: a tap on a touch screen has its own note.
  const hover = (e: PointerEvent | FocusEvent) => (!("pointerType" in e) || e.pointerType === "mouse") && t.inform(props.k, e.currentTarget as HTMLElement, "hover");
  const leave = (e: PointerEvent | FocusEvent) => t.inform(props.k, e.currentTarget as HTMLElement, "leave");
  if (!legal && !selected && !reach)
    return (
      <div
        class={cls}
        data-key={props.k}
        data-testid={props.testid}
        aria-label={props.label}
        aria-disabled="true"
        tabIndex={why ? 0 : undefined}
        onPointerEnter={hover}
        onPointerLeave={leave}
        onFocus={hover}
        onBlur={leave}
        onClick={(e) => t.inform(props.k, e.currentTarget as HTMLElement, "tap")}
      >
        {props.children}
      </div>
    );
  return (
    <button
      type="button"
      class={cls}
      data-key={props.k}
      data-testid={props.testid}
      aria-label={props.label}
      aria-pressed={selected}
      onPointerEnter={hover}
      onPointerLeave={leave}
      onClick={() => t.click(props.k)}
    >
      {props.children}
    </button>
  );
}

/** A button for a command that acts on no board thing; shown only while legal. */
export function Action(props: { k: string; children: ComponentChildren; class?: string }) {
  const t = useTable();
  if (!t.hl.has(props.k) && !t.sel.keys.includes(props.k)) return null;
  return (
    <Target k={props.k} class={`action-btn ${props.class ?? ""}`} testid={`action-${props.k}`}>
      {props.children}
    </Target>
  );
}
