// Seat care at the table: the seats whose players are away (since when), a
// bot standing in for them ("Hand to a bot": the creator decides, or each vote
// counts towards a majority of the others), and taking one's own seat back.
import { useState } from "preact/hooks";
import { api, tokens } from "../api";
import type { LobbyInfo } from "../generated/LobbyInfo";
import type { SeatInfo } from "../generated/SeatInfo";
import { formatAgo } from "../clock/clock";
import { useNow } from "../clock/useNow";
import { T } from "../text";
import { seatName } from "./ctx";

/** Votes needed for a stand-in: a majority of the people at the other seats. */
export function votesNeeded(lobby: LobbyInfo, seat: number): number {
  const others = lobby.seats.filter((s) => s.seat !== seat && s.name !== null && !s.bot).length;
  return Math.floor(others / 2) + 1;
}

/** Which seats this viewer may ask a bot for: away people without a stand-in. */
export function careFor(lobby: LobbyInfo, me: number | null): SeatInfo[] {
  return lobby.seats.filter((s) => s.seat !== me && s.name !== null && !s.bot && !s.connected && !s.stand_in);
}

export function SeatCare(props: { gameId: string; lobby: LobbyInfo | null; me: number | null; token: string | null; finished: boolean }) {
  const { lobby, me } = props;
  const now = useNow(10_000);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!lobby || props.finished || lobby.status !== "playing") return null;
  const creator = tokens.creator(props.gameId);
  const token = creator ?? props.token;
  const away = careFor(lobby, me);
  const mine = me !== null ? lobby.seats[me] : null;
  const myStandIn = mine?.stand_in && mine.stand_in.reason !== "forfeited" ? mine.stand_in : null;
  if (!token || (!away.length && !myStandIn)) return null;
  const act = async (f: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await f();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="seat-care" data-testid="seat-care" aria-label={T.top.handToBot}>
      {myStandIn && props.token ? (
        <p>
          {T.top.standIn[myStandIn.reason]}{" "}
          <button type="button" class="send" disabled={busy} onClick={() => act(() => api.handBack(props.gameId, me!, props.token!))} data-testid="take-back-seat">
            {T.top.takeBack}
          </button>
        </p>
      ) : null}
      {away.map((s) => {
        const voted = me !== null && s.stand_in_votes.includes(me);
        return (
          <p data-testid={`care-${s.seat}`}>
            <strong>{seatName(lobby, s.seat)}</strong> — {T.top.awaySince(formatAgo(now - (s.away_since ?? now)))}
            {s.stand_in_votes.length ? <span class="muted"> · {T.top.votes(s.stand_in_votes.length, votesNeeded(lobby, s.seat))}</span> : null}{" "}
            <button
              type="button"
              class="link-btn"
              disabled={busy || (voted && !creator)}
              title={T.top.handToBotTitle}
              onClick={() => act(() => api.standIn(props.gameId, s.seat, token, "normal"))}
              data-testid={`hand-to-bot-${s.seat}`}
            >
              {T.top.handToBot}
            </button>
          </p>
        );
      })}
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
