// The banner's words: whose move it is and what the game waits for.
import type { GameState } from "../generated/GameState";
import type { LobbyInfo } from "../generated/LobbyInfo";
import { phaseName } from "../labels";
import { seatName } from "./ctx";

export function bannerText(state: GameState, lobby: LobbyInfo | null, me: number | null): { mine: boolean; text: string } {
  const v = state.view;
  if (state.status === "finished" || v.phase.phase === "game_over") {
    const w = v.scores ? seatName(lobby, v.scores.winner) : "?";
    return { mine: false, text: `Game over: ${w} wins.` };
  }
  const waiting = state.waiting_for;
  const mine = me !== null && waiting.includes(me);
  const phase = phaseName(v.phase);
  if (mine) {
    const others = waiting.filter((s) => s !== me).map((s) => seatName(lobby, s));
    return { mine, text: `Your move — ${phase}${others.length ? ` (also waiting for ${others.join(", ")})` : ""}` };
  }
  if (waiting.length === 0) return { mine, text: phase };
  return { mine, text: `Waiting for ${waiting.map((s) => seatName(lobby, s)).join(", ")} — ${phase}` };
}
