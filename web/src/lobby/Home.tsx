// The start page: create a game with its options.
import { useState } from "preact/hooks";
import { api, tokens } from "../api";
import { navigate } from "../router";
import { T } from "../text";
import { ProvisionalNotice } from "../powers/ProvisionalNotice";
import { ClockPicker, clockOptions, NO_CLOCK, type ClockChoice } from "../clock/ClockPicker";
import { MyGames, OpenGames } from "./GameLists";

export function Home() {
  const [players, setPlayers] = useState(2);
  const [beginner, setBeginner] = useState(false);
  const [darkAlley, setDarkAlley] = useState(false);
  const [prophecies, setProphecies] = useState(true);
  const [fameCaps, setFameCaps] = useState(true);
  const [powers, setPowers] = useState(false);
  const [duel, setDuel] = useState(false);
  const [academy, setAcademy] = useState(false);
  const [listed, setListed] = useState(false);
  const [clock, setClock] = useState<ClockChoice>(NO_CLOCK);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api.create({
        players,
        beginner_setup: beginner,
        dark_alley: darkAlley,
        prophecies: darkAlley && prophecies,
        fame_caps: darkAlley && fameCaps,
        powers: darkAlley && powers,
        duel: players === 2 && duel,
        academy: darkAlley && academy,
        listed,
        clock: clockOptions(clock),
      });
      tokens.setCreator(r.game_id, r.creator_token);
      navigate(r.lobby_url);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="page home">
      <h1>{T.home.title}</h1>
      <p class="intro">{T.home.intro}</p>
      <form onSubmit={create} class="card">
        <h2>{T.home.newGame}</h2>
        <label>
          {T.home.players}{" "}
          <select value={players} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))} data-testid="players">
            <option value={2}>2</option>
            <option value={3}>3</option>
            <option value={4}>4</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={beginner} onChange={(e) => setBeginner((e.target as HTMLInputElement).checked)} /> {T.home.beginner}
        </label>
        <label>
          <input type="checkbox" checked={darkAlley} onChange={(e) => setDarkAlley((e.target as HTMLInputElement).checked)} data-testid="dark-alley" /> {T.home.darkAlley}
        </label>
        <label class={`sub ${darkAlley ? "" : "muted"}`}>
          <input
            type="checkbox"
            checked={darkAlley && prophecies}
            disabled={!darkAlley}
            onChange={(e) => setProphecies((e.target as HTMLInputElement).checked)}
            data-testid="prophecies"
          />{" "}
          {T.home.prophecies}
        </label>
        <label class={`sub ${darkAlley ? "" : "muted"}`}>
          <input
            type="checkbox"
            checked={darkAlley && fameCaps}
            disabled={!darkAlley}
            onChange={(e) => setFameCaps((e.target as HTMLInputElement).checked)}
            data-testid="fame-caps"
          />{" "}
          {T.home.fameCaps}
        </label>
        <label class={`sub ${darkAlley ? "" : "muted"}`}>
          <input
            type="checkbox"
            checked={darkAlley && powers}
            disabled={!darkAlley}
            onChange={(e) => setPowers((e.target as HTMLInputElement).checked)}
            data-testid="powers"
          />{" "}
          {T.home.powers}
        </label>
        <label class={`sub ${darkAlley ? "" : "muted"}`}>
          <input
            type="checkbox"
            checked={darkAlley && academy}
            disabled={!darkAlley}
            onChange={(e) => setAcademy((e.target as HTMLInputElement).checked)}
            data-testid="academy"
          />{" "}
          {T.home.academy}
        </label>
        <label class={players === 2 ? "" : "muted"}>
          <input
            type="checkbox"
            checked={players === 2 && duel}
            disabled={players !== 2}
            onChange={(e) => setDuel((e.target as HTMLInputElement).checked)}
            data-testid="duel"
          />{" "}
          {T.home.duel}
        </label>
        <ClockPicker value={clock} onChange={setClock} />
        <label>
          <input type="checkbox" checked={listed} onChange={(e) => setListed((e.target as HTMLInputElement).checked)} data-testid="listed" /> {T.home.listed}
        </label>
        <ProvisionalNotice powers={darkAlley && powers} duel={players === 2 && duel} academy={darkAlley && academy} />
        <button type="submit" disabled={busy} data-testid="create">
          {T.home.create}
        </button>
        {error ? <p class="error">{error}</p> : null}
      </form>
      <MyGames />
      <OpenGames />
    </main>
  );
}
