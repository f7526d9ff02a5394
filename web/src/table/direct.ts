// Direct moves at the table: what a click sends at once, what is proposed
// after a placement or a Set up, and the opt-in automatic End Actions. The
// moves themselves always come from the server's legal commands.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { Command } from "../generated/Command";
import type { Location } from "../generated/Location";
import { previewOf, type GameConnection, type Snapshot } from "../connection";
import { candidates, click, EMPTY, isEmpty, onlyEndActions, placeable, step, type Selection } from "../decisions/select";

const AUTO_END = "trickerion:auto-end";
/** Sent on the click that completes them, when their preview (asked for ahead)
 * warns of nothing: an assignment (taken back freely until Done) and End Actions. */
const INSTANT = new Set<Command["type"]>(["assign", "end_actions"]);

export interface DirectMoves {
  /** Locations a Character may be placed at now: their things propose the placement. */
  reach: Set<Location>;
  autoEnd: boolean;
  setAutoEnd(on: boolean): void;
  /** A click made `next`: send it at once if it completes an instant move, else select it. */
  choose(next: Selection): void;
  /** A command went out (`sel` was selected): remember what a placement was for. */
  sent(c: Command, sel: Selection): void;
  /** On a new state: the move to propose at once, if any. */
  proposal(): Selection | null;
}

export function useDirectMoves(a: { snap: Snapshot; conn: GameConnection; me: number | null; mine: boolean; sel: Selection; setSel(s: Selection): void; send(c: Command): void }): DirectMoves {
  const { snap, mine, sel } = a;
  const state = snap.state!;
  const legal = state.legal_commands;
  const reach = useMemo(() => (mine ? placeable(legal) : new Set<Location>()), [legal, mine]);
  const [autoEnd, setAutoEndState] = useState(() => localStorage.getItem(AUTO_END) === "on");
  // The thing clicked before its Location's placement: proposed once the placed Character acts.
  const intent = useRef<string | null>(null);
  // An instant move whose preview is still on its way.
  const soon = useRef<string | null>(null);
  const autoEnded = useRef<number>(-1);

  const instant = (c: Command): boolean => {
    if (!INSTANT.has(c.type)) return false;
    const p = previewOf(snap, c);
    return !!p && !p.refused && p.warnings.length === 0 && snap.pending === null;
  };
  const ahead = mine ? legal.filter((c) => INSTANT.has(c.type)).slice(0, 48) : [];
  const aheadKey = JSON.stringify(ahead);
  useEffect(() => {
    if (ahead.length) a.conn.preview(ahead);
  }, [aheadKey, state.version]);
  useEffect(() => {
    const ready = soon.current ? step(legal, sel).ready : null;
    if (!ready || JSON.stringify(ready) !== soon.current || !previewOf(snap, ready)) return;
    soon.current = null;
    if (instant(ready)) a.send(ready);
  }, [snap.previews, sel]);
  // Opt-in: End Actions as soon as it is the only move left (giving back aside).
  useEffect(() => {
    if (!autoEnd || !mine || snap.pending !== null || autoEnded.current === state.version) return;
    const end = onlyEndActions(legal);
    if (end) {
      autoEnded.current = state.version;
      a.send(end);
    }
  }, [autoEnd, mine, state.version, snap.pending]);

  return {
    reach,
    autoEnd,
    setAutoEnd: (on) => {
      setAutoEndState(on);
      localStorage.setItem(AUTO_END, on ? "on" : "off");
    },
    choose: (next) => {
      const ready = step(legal, next).ready;
      if (ready && instant(ready)) return a.send(ready);
      a.setSel(next);
      soon.current = ready && INSTANT.has(ready.type) ? JSON.stringify(ready) : null;
    },
    sent: (c, was) => {
      soon.current = null;
      intent.current = c.type === "place" && was.via ? was.via.then : null;
    },
    proposal: () => {
      const ph = state.view.phase;
      const acting = ph.phase === "place_characters" && ph.acting !== null && ph.acting.seat === a.me;
      if (!acting) return null;
      const then = intent.current;
      intent.current = null;
      if (then) {
        const next = click(legal, EMPTY, then);
        if (!isEmpty(next) && candidates(legal, next).length) return next;
      }
      // A Link Bonus due is the next move.
      if (isEmpty(sel) && legal.some((c) => c.type === "take_link_bonus")) return { ...EMPTY, kind: "take_link_bonus" };
      return null;
    },
  };
}
