// The lobby: invite and spectator links, the seats with names and who is
// connected, joining a seat with a name, the creator's bot seats and Start button.
import { useState } from "preact/hooks";
import { api, tokens } from "../api";
import type { BotLevel } from "../generated/BotLevel";
import type { Snapshot } from "../connection";

export function Lobby(props: {
  id: string;
  watch: boolean;
  snap: Snapshot;
  token: string | null;
  onJoined(seat: number, token: string): void;
  onLeft(): void;
}) {
  const { snap, id } = props;
  const lobby = snap.lobby;
  const [name, setName] = useState(localStorage.getItem("trickerion:name") ?? "");
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const mySeat = snap.viewer && snap.viewer !== "spectator" ? snap.viewer.seat : null;
  const creator = tokens.creator(id);
  const invite = `${location.origin}/g/${id}`;
  const watchUrl = `${location.origin}/g/${id}/watch`;

  const join = async (seat: number) => {
    setError(null);
    const n = name.trim();
    if (!n) {
      setError("Type your name first.");
      return;
    }
    try {
      localStorage.setItem("trickerion:name", n);
      const r = await api.join(id, seat, n, props.token ?? undefined);
      props.onJoined(r.seat, r.seat_token);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const leave = async () => {
    if (mySeat === null || !props.token) return;
    try {
      await api.leave(id, mySeat, props.token);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
    props.onLeft();
  };
  const start = async () => {
    setError(null);
    try {
      await api.start(id, creator!);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const bot = async (seat: number, level: BotLevel | null) => {
    setError(null);
    try {
      if (level) await api.addBot(id, seat, level, creator!);
      else await api.removeBot(id, seat, creator!);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite);
      setCopied(true);
    } catch {
      // No clipboard API (plain http): select the link so the user can copy it.
      const input = document.querySelector<HTMLInputElement>('[data-testid="invite"]');
      input?.select();
      setCopied(document.execCommand?.("copy") ?? false);
    }
  };

  return (
    <main class="page lobby">
      <h1>Trickerion — game {id}</h1>
      {snap.error ? <p class="error">{snap.error}</p> : null}
      {!lobby ? (
        <p>Connecting…</p>
      ) : (
        <div class="card">
          <p>
            {lobby.options.players} players{lobby.options.beginner_setup ? ", beginners' set-up" : ""} · status: <strong data-testid="status">{lobby.status}</strong> · spectators: {lobby.spectators}
          </p>
          <div class="links">
            <label>
              Invite link <input readOnly value={invite} data-testid="invite" onFocus={(e) => (e.target as HTMLInputElement).select()} />
            </label>
            <button type="button" onClick={copy}>
              {copied ? "Copied" : "Copy"}
            </button>
            <a href={`/g/${id}/watch`} data-testid="watch-link">
              Spectator link
            </a>
            <span class="muted">{watchUrl}</span>
          </div>
          {!props.watch ? (
            <label>
              Your name <input value={name} maxLength={32} onInput={(e) => setName((e.target as HTMLInputElement).value)} data-testid="name" />
            </label>
          ) : null}
          <ul class="seats" data-testid="seats">
            {lobby.seats.map((s) => (
              <li class={`seat-row seat-${s.seat}`}>
                <span class={`dot seat-${s.seat}`} /> Seat {s.seat + 1}: {s.name ?? <em>free</em>}
                {s.name ? <span class={s.connected ? "online" : "offline"}>{s.connected ? " ● connected" : " ○ away"}</span> : null}
                {mySeat === s.seat ? <strong> (you)</strong> : null}
                {!props.watch && s.name === null && lobby.status === "lobby" ? (
                  <button type="button" onClick={() => join(s.seat)} data-testid={`join-${s.seat}`}>
                    {mySeat === null ? "Join" : "Move here"}
                  </button>
                ) : null}
                {creator && s.name === null && lobby.status === "lobby" ? (
                  <>
                    <button type="button" class="link-btn" onClick={() => bot(s.seat, "greedy")} data-testid={`bot-greedy-${s.seat}`}>
                      Greedy bot
                    </button>
                    <button type="button" class="link-btn" onClick={() => bot(s.seat, "random")} data-testid={`bot-random-${s.seat}`}>
                      Random bot
                    </button>
                  </>
                ) : null}
                {creator && s.bot && lobby.status === "lobby" ? (
                  <button type="button" class="link-btn" onClick={() => bot(s.seat, null)} data-testid={`bot-remove-${s.seat}`}>
                    Remove bot
                  </button>
                ) : null}
                {mySeat === s.seat && lobby.status === "lobby" ? (
                  <button type="button" class="link-btn" onClick={leave}>
                    Leave
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {creator && lobby.status === "lobby" ? (
            <button type="button" class="send" onClick={start} disabled={lobby.seats.some((s) => s.name === null)} data-testid="start">
              Start the game
            </button>
          ) : null}
          {lobby.status === "lobby" && !creator ? <p class="muted">The game's creator starts it when every seat is taken.</p> : null}
          {error ? (
            <p class="error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </main>
  );
}
