// Looking back: the table at any past version (from the server, which rebuilds
// it from the stored log), with first / previous / next / last, a slider and a
// move list built from the log. On the live table it replaces the shared board
// until the player returns; the replay page of a finished game is made of it.
import { useEffect, useState } from "preact/hooks";
import type { HistoryView } from "../generated/HistoryView";
import type { LobbyInfo } from "../generated/LobbyInfo";
import type { LogLine } from "../generated/LogLine";
import type { ChatMessage } from "../generated/ChatMessage";
import type { GameState } from "../generated/GameState";
import { api } from "../api";
import { EMPTY } from "../decisions/select";
import { OpponentBoard } from "../player/PlayerBoard";
import { eventKeys } from "../keys";
import { formatMsg } from "../i18n";
import { T } from "../text";
import { Ctx, type Recent, type TableCtx } from "./ctx";
import { FameTrack } from "./FameTrack";
import { Locations } from "./Locations";
import { GameOver } from "./GameOver";
import { selectAcademyContent } from "../academy/cards";

const cache = new Map<string, HistoryView>();

/** The table at `version`, fetched once and kept. */
export function useHistoryView(id: string, version: number | null): { hv: HistoryView | null; error: string | null } {
  const key = `${id}@${version}`;
  const [hv, setHv] = useState<HistoryView | null>(version === null ? null : (cache.get(key) ?? null));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (version === null) return;
    const known = cache.get(key);
    if (known) {
      setHv(known);
      return;
    }
    let live = true;
    api
      .view(id, version)
      .then((v) => {
        cache.set(key, v);
        if (live) {
          setHv(v);
          setError(null);
        }
      })
      .catch((e) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [key]);
  return { hv: hv && hv.version === version ? hv : (cache.get(key) ?? null), error };
}

/** First / previous / next / last, a slider, and where we are. */
export function HistoryControls(props: { version: number; last: number; go(v: number): void; close?(): void }) {
  const { version, last } = props;
  const clamp = (v: number) => Math.max(0, Math.min(last, v));
  return (
    <div class="history-controls" role="group" aria-label={T.history.controls} data-testid="history-controls">
      <button type="button" onClick={() => props.go(0)} disabled={version === 0} aria-label={T.history.first}>
        |◀
      </button>
      <button type="button" onClick={() => props.go(clamp(version - 1))} disabled={version === 0} aria-label={T.history.previous} data-testid="history-prev">
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={version}
        aria-label={T.history.slider}
        onInput={(e) => props.go(Number((e.target as HTMLInputElement).value))}
      />
      <button type="button" onClick={() => props.go(clamp(version + 1))} disabled={version === last} aria-label={T.history.next} data-testid="history-next">
        ▶
      </button>
      <button type="button" onClick={() => props.go(last)} disabled={version === last} aria-label={T.history.last}>
        ▶|
      </button>
      <span class="where" data-testid="history-where">
        {T.history.where(version, last)}
      </span>
      {props.close ? (
        <button type="button" class="send" onClick={props.close} data-testid="history-close">
          {T.history.back}
        </button>
      ) : null}
    </div>
  );
}

/** The moves of the log, one entry per version; the one shown is marked. */
/** The players' messages written after move `v`, shown under it in a replay. */
function ChatLines(props: { messages: ChatMessage[] }) {
  return (
    <>
      {props.messages.map((m) => (
        <li class={m.seat === null ? "chat-line spectator" : `chat-line by seat-${m.seat}`} data-testid="replay-chat">
          <span class="who">{m.name}:</span> <span class="text">{m.text}</span>
        </li>
      ))}
    </>
  );
}

export function MoveList(props: { log: LogLine[]; version: number; go(v: number): void; chat?: ChatMessage[] }) {
  const moves = new Map<number, LogLine[]>();
  for (const l of props.log) moves.set(l.version, [...(moves.get(l.version) ?? []), l]);
  // Each message goes under the last move made before it was written.
  const versions = [...moves.keys()].sort((a, b) => a - b);
  const said = new Map<number, ChatMessage[]>();
  const unplaced: ChatMessage[] = [];
  for (const m of props.chat ?? []) {
    if (m.version === undefined) {
      unplaced.push(m);
      continue;
    }
    const at = versions.filter((v) => v <= m.version!).pop() ?? 0;
    said.set(at, [...(said.get(at) ?? []), m]);
  }
  useEffect(() => {
    document.querySelector('.move-list [aria-current="step"]')?.scrollIntoView({ block: "nearest" });
  }, [props.version]);
  return (
    <ol class="move-list" aria-label={T.history.moves} data-testid="move-list">
      <li>
        <button type="button" class="link-btn" aria-current={props.version === 0 ? "step" : undefined} onClick={() => props.go(0)}>
          {T.history.start}
        </button>
      </li>
      <ChatLines messages={said.get(0) ?? []} />
      {[...moves].map(([v, lines]) => (
        <>
          <li class={`by seat-${lines[0].by}`}>
            <button type="button" class="link-btn" aria-current={props.version === v ? "step" : undefined} onClick={() => props.go(v)}>
              <span class="v">#{v}</span> {formatMsg(lines[0].msg)}
            </button>
          </li>
          {v > 0 ? <ChatLines messages={said.get(v) ?? []} /> : null}
        </>
      ))}
      {unplaced.length ? (
        <>
          <li class="muted small">{T.history.chatUnplaced}</li>
          <ChatLines messages={unplaced} />
        </>
      ) : null}
    </ol>
  );
}

/** The shared board as it was: read-only, the move's board things highlighted. */
export function HistoryBoard(props: { hv: HistoryView; live: GameState; lobby: LobbyInfo | null; me: number | null }) {
  const { hv } = props;
  const recent = new Map<string, Recent>();
  for (const l of hv.lines) for (const k of eventKeys(l.event)) recent.set(k, { seat: l.by, text: hv.lines.map((x) => formatMsg(x.msg)).join(" ") });
  const ctx: TableCtx = {
    state: { ...props.live, version: hv.version, view: hv.view, legal_commands: [], waiting_for: hv.view.waiting_for, can_undo: false, log: [] },
    view: hv.view,
    lobby: props.lobby,
    me: props.me,
    legal: [],
    sel: EMPTY,
    hl: new Set(),
    reach: new Set(),
    click: () => {},
    reasons: new Map(),
    recent,
    inform: () => {},
  };
  selectAcademyContent(hv.view.academy?.content);
  return (
    <Ctx.Provider value={ctx}>
      <div class="history-board" data-testid="history-board">
        {hv.lines.length ? (
          <div class={`history-move by seat-${hv.lines[0].by}`} data-testid="history-move">
            {hv.lines.map((l) => (
              <div>{formatMsg(l.msg)}</div>
            ))}
          </div>
        ) : null}
        {hv.revealed ? <p class="muted small">{T.history.revealed}</p> : null}
        <GameOver />
        <FameTrack />
        <div class="opponents">
          {hv.view.players.map((p) => (
            <OpponentBoard p={p} lastMove={null} />
          ))}
        </div>
        <Locations />
      </div>
    </Ctx.Provider>
  );
}
