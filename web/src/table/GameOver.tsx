// Game over: the winner, and each player's final scoring category by category,
// as cards that fit any screen; scrolled into view when the game ends.
import { useEffect, useRef, useState } from "preact/hooks";
import { api, tokens } from "../api";
import type { FinalScores } from "../generated/FinalScores";
import type { LobbyInfo } from "../generated/LobbyInfo";
import { Icon } from "../icons";
import { navigate } from "../router";
import { T, trickName } from "../text";
import { seatName, useTable } from "./ctx";

const forfeited = (lobby: LobbyInfo | null, seat: number) => lobby?.seats[seat]?.stand_in?.reason === "forfeited";

/** The final ranking: the rules' winner first, then by total (ties in
 * Initiative Order); a seat that forfeited on time ranks last whatever its
 * score, so the best player who did not forfeit wins. */
export function ranking(s: FinalScores, lobby: LobbyInfo | null, initiative: number[]) {
  const ini = (seat: number) => {
    const i = initiative.indexOf(seat);
    return i < 0 ? seat : i;
  };
  return [...s.scores].sort((a, b) => {
    const fa = forfeited(lobby, a.seat) ? 1 : 0;
    const fb = forfeited(lobby, b.seat) ? 1 : 0;
    if (fa !== fb) return fa - fb;
    if (a.seat === s.winner) return -1;
    if (b.seat === s.winner) return 1;
    return b.total - a.total || ini(a.seat) - ini(b.seat);
  });
}

/** One click to the rematch: asks for it (the first asker also gets its
 * creator token), claims the new seat kept for this player with their seat
 * token of this game, under the same name, and opens it. */
function Rematch(props: { lobby: LobbyInfo; me: number | null }) {
  const { lobby, me } = props;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = tokens.seat(lobby.game_id)?.token ?? null;
  if (me === null || !token) {
    return lobby.rematch ? (
      <p data-testid="rematch-open">
        {T.over.rematchOpen} <a href={`/g/${lobby.rematch.game_id}/watch`}>{T.over.rematchLink}</a>
      </p>
    ) : null;
  }
  const go = async (rotate: boolean) => {
    setBusy(true);
    setError(null);
    try {
      let r = lobby.rematch;
      if (!r) {
        const made = await api.rematch(lobby.game_id, rotate, token);
        r = made.rematch;
        if (made.creator_token) tokens.setCreator(r.game_id, made.creator_token);
      }
      if (!tokens.seat(r.game_id)) {
        const name = lobby.seats[me]?.name ?? localStorage.getItem("trickerion:name") ?? seatName(lobby, me);
        const joined = await api.join(r.game_id, r.seats[me], name, token);
        tokens.setSeat(r.game_id, { seat: joined.seat, token: joined.seat_token });
      }
      navigate(`/g/${r.game_id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {lobby.rematch ? (
        <button type="button" class="send" disabled={busy} onClick={() => go(false)} data-testid="join-rematch">
          {T.over.joinRematch}
        </button>
      ) : (
        <>
          <button type="button" class="send" disabled={busy} onClick={() => go(false)} data-testid="rematch">
            {T.over.rematch}
          </button>
          <button type="button" disabled={busy} onClick={() => go(true)} data-testid="rematch-rotate">
            {T.over.rematchRotate}
          </button>
        </>
      )}
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function GameOver() {
  const t = useTable();
  const s = t.view.scores;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // (jsdom, in unit tests, has no scrollIntoView.)
    if (s && typeof ref.current?.scrollIntoView === "function") ref.current.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [s !== null]);
  if (!s) return null;
  const alley = t.view.alley !== null || s.scores.some((r) => r.specials || r.ft36.length);
  const ranked = ranking(s, t.lobby, t.view.initiative);
  const winner = ranked[0];
  const anyForfeit = ranked.some((r) => forfeited(t.lobby, r.seat));
  return (
    <section ref={ref} class="area game-over" aria-label={T.over.title} data-testid="scores">
      <h2>
        <Icon n="trophy" /> {T.over.wins(seatName(t.lobby, winner.seat), winner.total)}
      </h2>
      <div class="score-cards">
        {ranked.map((r, i) => {
          const ft = r.ft36.reduce((n, [, f]) => n + f, 0);
          // Dahlgaard's Heir scores no Coins, Apprentices or Specialists (004
          // "End game scoring"): its card leaves those rows out.
          const isHeir = t.view.heir?.seat === r.seat;
          const rows: [string, string, string?][] = [
            [T.over.fameBefore, String(r.fame_before)],
            [T.over.shards, `+${r.shards}`],
            ...(isHeir
              ? []
              : ([
                  [T.over.coins, `+${r.coins}`],
                  [T.over.apprentices, `+${r.apprentices}`],
                  [T.over.specialists, `+${r.specialists}`],
                ] as [string, string][])),
          ];
          if (alley) rows.push([T.over.specials, `+${r.specials}`], [T.over.ft36, `+${ft}`, r.ft36.map(([id, f]) => `${trickName(id)}: ${f}`).join(", ")]);
          if (r.powers) rows.push([T.over.powers, `+${r.powers}`]);
          if (r.banners) rows.push([T.over.banners, `+${r.banners}`]);
          // Dahlgaard's Heir scores its Characters instead of Coins and Specialists.
          if (isHeir) rows.push([T.over.characters, `+${r.characters ?? 0}`]);
          return (
            <div class={`score-card seat-${r.seat} ${i === 0 ? "winner" : ""}`} data-testid={`score-${r.seat}`}>
              <h3>
                {T.over.place(i + 1)} <span class={`dot seat-${r.seat}`} /> {seatName(t.lobby, r.seat)}
              </h3>
              {forfeited(t.lobby, r.seat) ? (
                <p class="forfeit" data-testid={`forfeited-${r.seat}`}>
                  {T.over.forfeited}
                </p>
              ) : null}
              <dl>
                {rows.map(([k, v, title]) => (
                  <>
                    <dt>{k}</dt>
                    <dd title={title}>{v}</dd>
                  </>
                ))}
                <dt class="total">{T.over.total}</dt>
                <dd class="total">
                  <strong>{r.total}</strong>
                  <Icon n="fame" />
                </dd>
              </dl>
            </div>
          );
        })}
      </div>
      <p class="muted small">
        {T.over.tie}
        {anyForfeit ? ` ${T.over.forfeitedLast}` : ""}
      </p>
      <div class="over-links">
        {t.lobby ? <Rematch lobby={t.lobby} me={t.me} /> : null}
        <a class="button" href="/" data-testid="new-game">
          {T.over.newGame}
        </a>
        <a class="button" href={`/g/${t.lobby?.game_id ?? ""}/replay`} data-testid="replay-link">
          {T.history.replay}
        </a>
        <a
          class="button"
          href={`/api/games/${t.lobby?.game_id ?? ""}/export`}
          download={`trickerion-${t.lobby?.game_id ?? "game"}.json`}
          title={T.over.exportTitle}
          data-testid="export-link"
        >
          {T.over.export}
        </a>
      </div>
    </section>
  );
}
