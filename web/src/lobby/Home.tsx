// The start page: create a game with its options.
import { useState } from "preact/hooks";
import { api, tokens } from "../api";
import { navigate } from "../router";

export function Home() {
  const [players, setPlayers] = useState(2);
  const [beginner, setBeginner] = useState(false);
  const [darkAlley, setDarkAlley] = useState(false);
  const [prophecies, setProphecies] = useState(true);
  const [fameCaps, setFameCaps] = useState(true);
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
      <h1>Trickerion: Legends of Illusion</h1>
      <form onSubmit={create} class="card">
        <h2>New game</h2>
        <label>
          Players{" "}
          <select value={players} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))} data-testid="players">
            <option value={2}>2</option>
            <option value={3}>3</option>
            <option value={4}>4</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={beginner} onChange={(e) => setBeginner((e.target as HTMLInputElement).checked)} /> First-time set-up for beginners
        </label>
        <label>
          <input type="checkbox" checked={darkAlley} onChange={(e) => setDarkAlley((e.target as HTMLInputElement).checked)} data-testid="dark-alley" /> Dark
          Alley expansion
        </label>
        <label class={`sub ${darkAlley ? "" : "muted"}`}>
          <input
            type="checkbox"
            checked={darkAlley && prophecies}
            disabled={!darkAlley}
            onChange={(e) => setProphecies((e.target as HTMLInputElement).checked)}
            data-testid="prophecies"
          />{" "}
          Prophecies
        </label>
        <label class={`sub ${darkAlley ? "" : "muted"}`}>
          <input
            type="checkbox"
            checked={darkAlley && fameCaps}
            disabled={!darkAlley}
            onChange={(e) => setFameCaps((e.target as HTMLInputElement).checked)}
            data-testid="fame-caps"
          />{" "}
          20-Fame caps on end-game scoring categories
        </label>
        <button type="submit" disabled={busy} data-testid="create">
          Create game
        </button>
        {error ? <p class="error">{error}</p> : null}
      </form>
    </main>
  );
}
