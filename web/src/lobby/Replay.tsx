// The replay page of a finished game: the table move by move, with every hand
// shown (the game is over), the controls and the move list. The log comes from
// a spectator's connection; the tables from the server's history views; the
// players' chat, public once the game is over, is shown between the moves.
import { LangMenu, PageTop } from "../i18n/LangMenu";
import { useEffect, useState } from "preact/hooks";
import { api } from "../api";
import { GameConnection, INITIAL, type Snapshot } from "../connection";
import type { ChatMessage } from "../generated/ChatMessage";
import { HistoryBoard, HistoryControls, MoveList, useHistoryView } from "../table/History";
import { T } from "../text";

export function Replay(props: { id: string }) {
  const [snap, setSnap] = useState<Snapshot>(INITIAL);
  const [version, setVersion] = useState<number | null>(null);
  useEffect(() => {
    const c = new GameConnection(props.id, null);
    const off = c.subscribe(setSnap);
    return () => {
      off();
      c.close();
    };
  }, [props.id]);
  const last = snap.state?.version ?? null;
  useEffect(() => {
    if (last !== null && version === null) setVersion(0);
  }, [last]);
  const { hv, error } = useHistoryView(props.id, version);
  const over = snap.state?.status === "finished";
  const chat = useTableChat(props.id, over);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (version === null || last === null) return;
      if (e.key === "ArrowLeft") setVersion(Math.max(0, version - 1));
      if (e.key === "ArrowRight") setVersion(Math.min(last, version + 1));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [version, last]);
  if (snap.state && snap.state.status !== "finished")
    return (
      <main class="page">
        <PageTop />
        <h1>{T.history.replayTitle(props.id)}</h1>
        <p>{T.history.notOver}</p>
        <a href={`/g/${props.id}/watch`}>{T.lobby.spectatorLink}</a>
      </main>
    );
  return (
    <div class="table replay" data-testid="replay">
      <header class="topbar">
        <div class="tb-row">
          <a class="brand" href="/">
            {T.appName}
          </a>
          <div class="turn">{T.history.replayTitle(props.id)}</div>
          <LangMenu />
        </div>
        {version !== null && last !== null ? <HistoryControls version={version} last={last} go={setVersion} /> : null}
      </header>
      {error ? <div class="error">{error}</div> : null}
      <div class="table-grid">
        <main class="board-col">{hv && snap.state ? <HistoryBoard hv={hv} live={snap.state} lobby={snap.lobby} me={null} /> : <p class="muted">{T.lobby.connecting}</p>}</main>
        <aside class="dock spectator">
          {version !== null ? (
            <section class="area log">
              <h2>{T.history.moves}</h2>
              <MoveList log={snap.log} version={version} go={setVersion} chat={chat} />
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

/** Most pages of table chat a replay loads (200 messages each). */
const CHAT_PAGES = 25;

/** The players' chat of a finished game, oldest first (none while loading or if it fails: the replay stands without it). */
function useTableChat(id: string, over: boolean): ChatMessage[] {
  const [chat, setChat] = useState<ChatMessage[]>([]);
  useEffect(() => {
    if (!over) return;
    let live = true;
    (async () => {
      let all: ChatMessage[] = [];
      let before: number | undefined;
      for (let i = 0; i < CHAT_PAGES; i++) {
        const page = await api.tableChat(id, before);
        all = [...page.messages, ...all];
        if (!page.more || !page.messages.length) break;
        before = page.messages[0].id;
      }
      if (live) setChat(all);
    })().catch(() => {});
    return () => {
      live = false;
    };
  }, [id, over]);
  return chat;
}
