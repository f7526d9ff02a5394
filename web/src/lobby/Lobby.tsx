// The lobby: invite and spectator links, the seats with names and who is
// connected, joining a seat with a name, the creator's bot seats and Start button.
import { PageTop } from "../i18n/LangMenu";
import { useState } from "preact/hooks";
import { api, tokens } from "../api";
import type { BotLevel } from "../generated/BotLevel";
import type { GameConnection, Snapshot } from "../connection";
import { ChatPanel } from "../chat/ChatPanel";
import { difficultyName, optionsText, T } from "../text";
import { RulesDrawer } from "../table/Drawers";
import { ProvisionalNotice } from "../powers/ProvisionalNotice";
import { clockText } from "../clock/clock";

/** The bot levels the lobby offers, weakest first. */
const BOT_LEVELS: BotLevel[] = ["easy", "normal", "hard", "random"];

export function Lobby(props: {
  id: string;
  watch: boolean;
  snap: Snapshot;
  token: string | null;
  onJoined(seat: number, token: string): void;
  onLeft(): void;
  /** The game's socket, for the chat while the table fills. */
  conn?: Pick<GameConnection, "chat" | "olderChat"> | null;
}) {
  const { snap, id } = props;
  const lobby = snap.lobby;
  const [name, setName] = useState(localStorage.getItem("trickerion:name") ?? "");
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [rules, setRules] = useState(false);
  const mySeat = snap.viewer && snap.viewer !== "spectator" ? snap.viewer.seat : null;
  const creator = tokens.creator(id);
  const invite = `${location.origin}/g/${id}`;
  const watchUrl = `${location.origin}/g/${id}/watch`;
  // Nothing to join here: every seat is taken and none is mine.
  const full = !props.watch && mySeat === null && !!lobby && lobby.status === "lobby" && lobby.seats.every((s) => s.name !== null);

  const join = async (seat: number) => {
    setError(null);
    const n = name.trim();
    if (!n) {
      setError(T.lobby.typeName);
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
  /** The creator frees a seat taken by mistake (or whose player vanished). */
  const free = async (seat: number) => {
    setError(null);
    try {
      await api.leave(id, seat, creator!);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  /** The rematch's creator opens a seat kept for a player who is not coming. */
  const openKept = async (seat: number) => {
    setError(null);
    try {
      await api.freeReservation(id, seat, creator!);
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
      <PageTop />
      <h1>
        {T.appName} — {T.lobby.title(id)}
      </h1>
      {snap.error ? <p class="error">{snap.error}</p> : null}
      {!lobby ? (
        <p>{T.lobby.connecting}</p>
      ) : (
        <div class="card">
          <p class="options" data-testid="options">
            <strong>{T.lobby.options}:</strong>{" "}
            {optionsText(lobby.options).map((o) => (
              <span class="option-chip">{o}</span>
            ))}
          </p>
          {lobby.clock ? (
            <p data-testid="lobby-clock">
              <strong>{T.lobby.clock}:</strong> {clockText(lobby.clock)}
            </p>
          ) : null}
          <ProvisionalNotice powers={lobby.options.powers} duel={lobby.options.duel} academy={lobby.options.academy} heir={lobby.options.heir} />
          <p>
            <strong data-testid="status">{T.lobby.status[lobby.status] ?? lobby.status}</strong>
            {lobby.spectators ? ` · ${T.lobby.watching(lobby.spectators)}` : ""}
            {lobby.visitors > (mySeat === null ? 1 : 0) ? ` · ${T.lobby.visitors(lobby.visitors - (mySeat === null ? 1 : 0))}` : ""}
          </p>
          <div class="links">
            <label>
              {T.lobby.invite} <input readOnly value={invite} data-testid="invite" onFocus={(e) => (e.target as HTMLInputElement).select()} />
            </label>
            <button type="button" onClick={copy}>
              {copied ? T.lobby.copied : T.lobby.copy}
            </button>
            <a href={`/g/${id}/watch`} data-testid="watch-link">
              {T.lobby.spectatorLink}
            </a>
            <span class="muted">{watchUrl}</span>
          </div>
          {full ? (
            <p class="full" data-testid="lobby-full">
              {T.lobby.full}{" "}
              <a class="button" href={`/g/${id}/watch`} data-testid="full-watch">
                {T.lobby.watchInstead}
              </a>
            </p>
          ) : null}
          {!props.watch && !full ? (
            <label>
              {T.lobby.yourName} <input value={name} maxLength={32} onInput={(e) => setName((e.target as HTMLInputElement).value)} data-testid="name" />
            </label>
          ) : null}
          <ul class="seats" data-testid="seats">
            {lobby.seats.map((s) => (
              <li class={`seat-row seat-${s.seat}`}>
                <span class={`dot seat-${s.seat}`} /> {T.lobby.seat(s.seat)}:{" "}
                {s.name ?? (s.reserved ? <em data-testid={`kept-${s.seat}`}>{T.lobby.keptFor(s.reserved.name, s.reserved.until)}</em> : <em>{T.lobby.free}</em>)}
                {s.name ? <span class={s.connected ? "online" : "offline"}>{s.connected ? ` ● ${T.lobby.connected}` : ` ○ ${T.lobby.away}`}</span> : null}
                {mySeat === s.seat ? <strong> {T.lobby.you}</strong> : null}
                {!props.watch && s.name === null && !s.reserved && lobby.status === "lobby" ? (
                  <button type="button" onClick={() => join(s.seat)} data-testid={`join-${s.seat}`}>
                    {mySeat === null ? T.lobby.join : T.lobby.moveHere}
                  </button>
                ) : null}
                {creator && s.reserved && s.name === null && lobby.status === "lobby" ? (
                  <button type="button" class="link-btn" onClick={() => openKept(s.seat)} data-testid={`open-kept-${s.seat}`}>
                    {T.lobby.openKept}
                  </button>
                ) : null}
                {creator && s.name === null && !s.reserved && lobby.status === "lobby" ? (
                  <>
                    {BOT_LEVELS.map((level) => (
                      <button
                        type="button"
                        class="link-btn"
                        onClick={() => bot(s.seat, level)}
                        title={T.lobby.botTitle[level]}
                        data-testid={`bot-${level}-${s.seat}`}
                      >
                        {T.lobby.botName[level]}
                      </button>
                    ))}
                  </>
                ) : null}
                {creator && s.bot && lobby.status === "lobby" ? (
                  <button type="button" class="link-btn" onClick={() => bot(s.seat, null)} data-testid={`bot-remove-${s.seat}`}>
                    {T.lobby.removeBot}
                  </button>
                ) : null}
                {creator && s.name !== null && !s.bot && s.seat !== mySeat && lobby.status === "lobby" ? (
                  <button type="button" class="link-btn" onClick={() => free(s.seat)} data-testid={`free-${s.seat}`}>
                    {T.lobby.freeSeat}
                  </button>
                ) : null}
                {mySeat === s.seat && lobby.status === "lobby" ? (
                  <button type="button" class="link-btn" onClick={leave}>
                    {T.lobby.leave}
                  </button>
                ) : null}
              </li>
            ))}
            {lobby.options.heir ? (
              <li class={`seat-row seat-${lobby.seats.length} heir-seat`} data-testid="heir-seat">
                <span class={`dot seat-${lobby.seats.length}`} /> {T.lobby.seat(lobby.seats.length)}: <strong>{T.heir.opponent(difficultyName(lobby.options.difficulty ?? "normal"))}</strong>{" "}
                <span class="muted small">— {T.heir.nobodyTakes}</span>
              </li>
            ) : null}
          </ul>
          {creator && lobby.status === "lobby" ? (
            <button type="button" class="send" onClick={start} disabled={lobby.seats.some((s) => s.name === null)} data-testid="start">
              {T.lobby.start}
            </button>
          ) : null}
          {lobby.status === "lobby" && !creator ? <p class="muted">{T.lobby.creatorStarts}</p> : null}
          <p>
            <button type="button" class="link-btn" onClick={() => setRules(true)} data-testid="lobby-rules">
              {T.rules.title}
            </button>
          </p>
          {error ? (
            <p class="error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
      {props.conn && lobby && snap.viewer ? (
        <div class="lobby-chat">
          <ChatPanel chat={snap.chat} lobby={lobby} me={mySeat} conn={props.conn} gameId={id} />
        </div>
      ) : null}
      {rules ? <RulesDrawer close={() => setRules(false)} /> : null}
    </main>
  );
}
