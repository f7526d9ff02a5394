// The banner's words: whose move it is, what the game waits for, and the
// Action Points left while the viewer's Character acts.
import type { GameState } from "../generated/GameState";
import type { LobbyInfo } from "../generated/LobbyInfo";
import { phaseName, T } from "../text";
import { seatName } from "./ctx";

export function bannerText(state: GameState, lobby: LobbyInfo | null, me: number | null): { mine: boolean; text: string } {
  const v = state.view;
  // The server takes no moves while its database has not confirmed one.
  if (lobby?.read_only) return { mine: false, text: T.banner.readOnly };
  if (state.status === "finished" || v.phase.phase === "game_over") {
    const w = v.scores ? seatName(lobby, v.scores.winner) : "?";
    return { mine: false, text: T.banner.gameOver(w) };
  }
  const waiting = state.waiting_for;
  const mine = me !== null && waiting.includes(me);
  const phase = phaseName(v.phase);
  if (mine) {
    const others = waiting.filter((s) => s !== me).map((s) => seatName(lobby, s));
    const acting = v.phase.phase === "place_characters" && v.phase.acting?.seat === me ? v.phase.acting : null;
    const ap = acting ? ` · ${T.banner.apLeft(acting.ap)}` : "";
    return { mine, text: `${T.banner.yourMove} — ${phase}${ap}${others.length ? ` (${T.banner.alsoWaiting(others.join(", "))})` : ""}` };
  }
  if (waiting.length === 0) return { mine, text: phase };
  return { mine, text: `${T.banner.waitingFor(waiting.map((s) => seatName(lobby, s)).join(", "))} — ${phase}` };
}
