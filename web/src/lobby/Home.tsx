// The start page: create a game with its options.
import { PageTop } from "../i18n/LangMenu";
import { useState } from "preact/hooks";
import { api, tokens } from "../api";
import { navigate } from "../router";
import { difficultyName, T } from "../text";
import { ProvisionalNotice } from "../powers/ProvisionalNotice";
import { ClockPicker, clockOptions, NO_CLOCK, type ClockChoice } from "../clock/ClockPicker";
import { MyGames, OpenGames } from "./GameLists";
import type { Difficulty } from "../generated/Difficulty";

const DIFFICULTIES: Difficulty[] = ["easy", "normal", "hard"];

export function Home() {
  const [players, setPlayers] = useState(2);
  const [beginner, setBeginner] = useState(false);
  const [darkAlley, setDarkAlley] = useState(false);
  const [prophecies, setProphecies] = useState(true);
  const [fameCaps, setFameCaps] = useState(true);
  const [powers, setPowers] = useState(false);
  const [duel, setDuel] = useState(false);
  const [academy, setAcademy] = useState(false);
  // Solo against Dahlgaard's Heir: one player with the Dark Alley (004).
  const [heir, setHeir] = useState(false);
  const [difficulty, setDifficulty] = useState<Difficulty>("normal");
  const [listed, setListed] = useState(false);
  const [clock, setClock] = useState<ClockChoice>(NO_CLOCK);
  const [name, setName] = useState(localStorage.getItem("trickerion:name") ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alley = heir || darkAlley;
  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api.create({
        players: heir ? 1 : players,
        beginner_setup: beginner,
        dark_alley: heir || darkAlley,
        prophecies: (heir || darkAlley) && prophecies,
        fame_caps: (heir || darkAlley) && fameCaps,
        powers: !heir && darkAlley && powers,
        duel: !heir && players === 2 && duel,
        academy: (heir || darkAlley) && academy,
        heir,
        difficulty: heir ? difficulty : null,
        listed,
        clock: clockOptions(clock),
      });
      tokens.setCreator(r.game_id, r.creator_token);
      // The creator takes the first seat under their name; a solo game has
      // no one else to wait for, so it starts at once.
      const n = name.trim();
      if (n) {
        localStorage.setItem("trickerion:name", n);
        const seat = await api.join(r.game_id, 0, n);
        tokens.setSeat(r.game_id, { seat: seat.seat, token: seat.seat_token });
        if (heir) await api.start(r.game_id, r.creator_token);
      }
      navigate(r.lobby_url);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="page home">
      <PageTop />
      <h1>{T.home.title}</h1>
      <p class="intro">{T.home.intro}</p>
      <form onSubmit={create} class="card">
        <h2>{T.home.newGame}</h2>
        <label>
          {T.lobby.yourName}{" "}
          <input
            value={name}
            maxLength={32}
            required={heir}
            placeholder={heir ? "" : T.home.nameOptional}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
            data-testid="create-name"
          />
        </label>
        <label class="heir-option">
          <input type="checkbox" checked={heir} onChange={(e) => setHeir((e.target as HTMLInputElement).checked)} data-testid="heir" /> {T.home.heir}
        </label>
        {heir ? (
          <>
            <label class="sub">
              {T.home.difficulty}{" "}
              <select value={difficulty} onChange={(e) => setDifficulty((e.target as HTMLSelectElement).value as Difficulty)} data-testid="difficulty">
                {DIFFICULTIES.map((d) => (
                  <option value={d}>{difficultyName(d)}</option>
                ))}
              </select>
            </label>
            <p class="sub muted small" data-testid="heir-implies">
              {T.home.heirImplies}
            </p>
          </>
        ) : null}
        <label class={heir ? "muted" : ""} title={heir ? T.home.heirOff.players : undefined}>
          {T.home.players}{" "}
          <select value={heir ? 1 : players} disabled={heir} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))} data-testid="players">
            {heir ? <option value={1}>1</option> : null}
            <option value={2}>2</option>
            <option value={3}>3</option>
            <option value={4}>4</option>
          </select>
          {heir ? <span class="why small"> — {T.home.heirOff.players}</span> : null}
        </label>
        <label>
          <input type="checkbox" checked={beginner} onChange={(e) => setBeginner((e.target as HTMLInputElement).checked)} /> {T.home.beginner}
        </label>
        <label class={heir ? "muted" : ""}>
          <input type="checkbox" checked={alley} disabled={heir} onChange={(e) => setDarkAlley((e.target as HTMLInputElement).checked)} data-testid="dark-alley" /> {T.home.darkAlley}
          {heir ? <span class="why small"> — {T.home.heirOff.darkAlley}</span> : null}
        </label>
        <label class={`sub ${alley ? "" : "muted"}`}>
          <input
            type="checkbox"
            checked={alley && prophecies}
            disabled={!alley}
            onChange={(e) => setProphecies((e.target as HTMLInputElement).checked)}
            data-testid="prophecies"
          />{" "}
          {T.home.prophecies}
        </label>
        <label class={`sub ${alley ? "" : "muted"}`}>
          <input
            type="checkbox"
            checked={alley && fameCaps}
            disabled={!alley}
            onChange={(e) => setFameCaps((e.target as HTMLInputElement).checked)}
            data-testid="fame-caps"
          />{" "}
          {T.home.fameCaps}
        </label>
        <label class={`sub ${darkAlley && !heir ? "" : "muted"}`}>
          <input
            type="checkbox"
            checked={!heir && darkAlley && powers}
            disabled={heir || !darkAlley}
            onChange={(e) => setPowers((e.target as HTMLInputElement).checked)}
            data-testid="powers"
          />{" "}
          {T.home.powers}
          {heir ? <span class="why small"> — {T.home.heirOff.powers}</span> : null}
        </label>
        <label class={`sub ${darkAlley || heir ? "" : "muted"}`}>
          <input
            type="checkbox"
            checked={(heir || darkAlley) && academy}
            disabled={!heir && !darkAlley}
            onChange={(e) => setAcademy((e.target as HTMLInputElement).checked)}
            data-testid="academy"
          />{" "}
          {T.home.academy}
        </label>
        <label class={players === 2 && !heir ? "" : "muted"}>
          <input
            type="checkbox"
            checked={!heir && players === 2 && duel}
            disabled={heir || players !== 2}
            onChange={(e) => setDuel((e.target as HTMLInputElement).checked)}
            data-testid="duel"
          />{" "}
          {T.home.duel}
          {heir ? <span class="why small"> — {T.home.heirOff.duel}</span> : null}
        </label>
        <ClockPicker value={clock} onChange={setClock} />
        <label>
          <input type="checkbox" checked={listed} onChange={(e) => setListed((e.target as HTMLInputElement).checked)} data-testid="listed" /> {T.home.listed}
        </label>
        <ProvisionalNotice powers={!heir && darkAlley && powers} duel={!heir && players === 2 && duel} academy={(heir || darkAlley) && academy} heir={heir} />
        <button type="submit" disabled={busy} data-testid="create">
          {heir ? T.home.startSolo : T.home.create}
        </button>
        {!heir && name.trim() ? <p class="muted small">{T.home.seatedFirst}</p> : null}
        {error ? <p class="error">{error}</p> : null}
      </form>
      <MyGames />
      <OpenGames />
    </main>
  );
}
