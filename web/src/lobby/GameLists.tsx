// The start page's lists: the games this browser holds a seat in (with whose
// move it is), and the listed games anyone may join or watch.
import { useEffect, useState } from "preact/hooks";
import { api, ApiError, tokens } from "../api";
import type { GameSummary } from "../generated/GameSummary";
import type { LobbyInfo } from "../generated/LobbyInfo";
import { optionsText, seatLabel, T } from "../text";

interface Mine {
  id: string;
  seat: number;
  lobby: LobbyInfo | null;
  gone: boolean;
}

/** "your move", "waiting for Ann", "finished"... for a game (`seat` = mine, if any). */
export function myGameStatus(l: LobbyInfo, seat: number | null): string {
  if (l.status !== "playing") return T.lobby.status[l.status] ?? l.status;
  if (seat !== null && l.waiting_for.includes(seat)) return T.home.yourTurn;
  const names = l.waiting_for.map((s) => l.seats[s]?.name ?? seatLabel(s));
  return names.length ? T.home.theirTurn(names.join(", ")) : T.lobby.status.playing;
}

/** Open games in play whose lobbies are asked for whose move it is. */
const TURNS_ASKED = 30;

export function MyGames() {
  const [games, setGames] = useState<Mine[]>(() => tokens.mine().map((g) => ({ ...g, lobby: null, gone: false })));
  useEffect(() => {
    let live = true;
    for (const g of tokens.mine().slice(0, 30)) {
      api
        .lobby(g.id)
        .then((l) => live && setGames((gs) => gs.map((x) => (x.id === g.id ? { ...x, lobby: l } : x))))
        .catch((e) => live && e instanceof ApiError && e.status === 404 && setGames((gs) => gs.map((x) => (x.id === g.id ? { ...x, gone: true } : x))));
    }
    return () => {
      live = false;
    };
  }, []);
  if (!games.length) return null;
  const forget = (id: string) => {
    tokens.setSeat(id, null);
    setGames((gs) => gs.filter((g) => g.id !== id));
  };
  return (
    <section class="card game-list" data-testid="my-games">
      <h2>{T.home.myGames}</h2>
      <ul>
        {games.map((g) => {
          const turn = g.lobby?.status === "playing" && g.lobby.waiting_for.includes(g.seat);
          return (
            <li class={turn ? "my-turn" : ""} data-testid={`my-game-${g.id}`}>
              <a href={`/g/${g.id}`} title={T.lobby.title(g.id)}>
                {g.lobby ? T.home.named(g.lobby.seats.flatMap((s) => (s.name ? [s.name] : []))) : T.lobby.title(g.id)}
              </a>{" "}
              {g.lobby ? (
                <>
                  <span class="muted">{optionsText(g.lobby.options).join(" · ")}</span> — <strong>{myGameStatus(g.lobby, g.seat)}</strong>
                </>
              ) : g.gone ? (
                <>
                  <span class="muted">{T.home.gone}</span>{" "}
                  <button type="button" class="link-btn" onClick={() => forget(g.id)}>
                    {T.home.forget}
                  </button>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function OpenGames() {
  const [games, setGames] = useState<GameSummary[]>([]);
  const [page, setPage] = useState(0);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lobbies, setLobbies] = useState<Map<string, LobbyInfo>>(new Map());
  useEffect(() => {
    let live = true;
    // Whose move it is, from each game's lobby (the list itself comes from the
    // database, which does not know it).
    for (const g of games.filter((g) => g.status === "playing" && !lobbies.has(g.game_id)).slice(0, TURNS_ASKED)) {
      api
        .lobby(g.game_id)
        .then((l) => live && setLobbies((m) => new Map(m).set(g.game_id, l)))
        .catch(() => {});
    }
    return () => {
      live = false;
    };
  }, [games]);
  useEffect(() => {
    let live = true;
    api
      .list(page)
      .then((l) => {
        if (!live) return;
        setGames((gs) => (page === 0 ? l.games : [...gs, ...l.games]));
        setMore(l.more);
      })
      .catch((e) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [page]);
  return (
    <section class="card game-list" data-testid="open-games">
      <h2>{T.home.openGames}</h2>
      {error ? <p class="error">{error}</p> : null}
      {!games.length && !error ? <p class="muted">{T.home.noOpenGames}</p> : null}
      <ul>
        {games.map((g) => (
          <li data-testid={`open-game-${g.game_id}`}>
            <a href={g.status === "lobby" ? `/g/${g.game_id}` : `/g/${g.game_id}/watch`} title={T.lobby.title(g.game_id)}>
              {T.home.named(g.players)}
            </a>{" "}
            <span class="muted">{optionsText(g.options).join(" · ")}</span> —{" "}
            {g.status === "lobby" ? (
              T.home.seatsTaken(g.seats_taken, g.options.players)
            ) : lobbies.has(g.game_id) ? (
              <strong>{myGameStatus(lobbies.get(g.game_id)!, null)}</strong>
            ) : (
              (T.lobby.status[g.status] ?? g.status)
            )}
          </li>
        ))}
      </ul>
      {more ? (
        <button type="button" class="link-btn" onClick={() => setPage(page + 1)}>
          {T.home.more}
        </button>
      ) : null}
    </section>
  );
}
