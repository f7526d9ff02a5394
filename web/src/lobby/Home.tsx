// The start page: create a game with its options.
import { useState } from "preact/hooks";
import { api, tokens } from "../api";
import { navigate } from "../router";

export function Home() {
  const [players, setPlayers] = useState(2);
  const [beginner, setBeginner] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api.create({ players, beginner_setup: beginner, dark_alley: false, prophecies: false, fame_caps: false });
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
        <label class="muted">
          <input type="checkbox" disabled /> Dark Alley expansion (not available yet)
        </label>
        <button type="submit" disabled={busy} data-testid="create">
          Create game
        </button>
        {error ? <p class="error">{error}</p> : null}
      </form>
    </main>
  );
}
