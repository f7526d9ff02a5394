// The table: banner, composer, every board area, the players' boards, the log.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { Command } from "../generated/Command";
import type { GameConnection, Snapshot } from "../connection";
import { candidates, click, EMPTY, highlighted, type Selection } from "../decisions/select";
import { DarkAlley } from "../alley/DarkAlley";
import { Downtown } from "../downtown/Downtown";
import { Market } from "../market/Market";
import { PlayerBoard } from "../player/PlayerBoard";
import { Theater } from "../theater/Theater";
import { bannerText } from "./banner";
import { Composer } from "./Composer";
import { Ctx, type TableCtx } from "./ctx";
import { LegalList } from "./LegalList";
import { Log } from "./Log";
import { Scores } from "./Scores";
import { SetupPanel } from "./SetupPanel";
import { Track } from "./Track";

function beep() {
  try {
    const ac = new AudioContext();
    const o = ac.createOscillator();
    const g = ac.createGain();
    o.frequency.value = 660;
    g.gain.setValueAtTime(0.08, ac.currentTime);
    g.gain.exponentialRampToValueAtTime(0.0001, ac.currentTime + 0.4);
    o.connect(g).connect(ac.destination);
    o.start();
    o.stop(ac.currentTime + 0.4);
  } catch {
    /* no audio: the title still changes */
  }
}

export function Table(props: { snap: Snapshot; conn: GameConnection }) {
  const { snap, conn } = props;
  const state = snap.state!;
  const me = snap.viewer && snap.viewer !== "spectator" ? snap.viewer.seat : null;
  const [sel, setSel] = useState<Selection>(EMPTY);
  const legal = state.legal_commands;
  // A new state may make the selection impossible: drop it then.
  useEffect(() => {
    if (candidates(legal, sel).length === 0) setSel(EMPTY);
  }, [state.version]);
  const hl = useMemo(() => highlighted(legal, sel), [legal, sel]);
  const banner = bannerText(state, snap.lobby, me);

  const wasMine = useRef(false);
  useEffect(() => {
    document.title = banner.mine ? "▶ Your move — Trickerion" : "Trickerion";
    if (banner.mine && !wasMine.current) {
      beep();
      if (document.hidden && "Notification" in window && Notification.permission === "granted") new Notification("Trickerion: your move");
    }
    wasMine.current = banner.mine;
  }, [banner.mine, state.version]);

  const ctx: TableCtx = {
    state,
    view: state.view,
    lobby: snap.lobby,
    me,
    legal,
    sel,
    hl,
    click: (k) => setSel(click(legal, sel, k)),
  };
  const send = (c: Command) => {
    conn.command(c);
    setSel(EMPTY);
  };
  const players = state.view.players;
  const mine = me === null ? null : players[me];
  const others = players.filter((p) => p.seat !== me);
  return (
    <Ctx.Provider value={ctx}>
      <div class={`table ${me === null ? "spectating" : ""}`}>
        <header class={`banner ${banner.mine ? "mine" : ""}`} data-testid="banner" role="status">
          <span>{banner.text}</span>
          {me === null ? <span class="spectator-tag">Spectating</span> : null}
          {snap.pending ? <span class="pending">sending…</span> : null}
          {me !== null && "Notification" in window && Notification.permission === "default" ? (
            <button type="button" class="link-btn" onClick={() => Notification.requestPermission()}>
              Notify me
            </button>
          ) : null}
        </header>
        {snap.error ? (
          <div class="error" role="alert" data-testid="error">
            {snap.error}{" "}
            <button type="button" class="link-btn" onClick={() => conn.clearError()}>
              Dismiss
            </button>
          </div>
        ) : null}
        <nav class="jump" aria-label="Jump to">
          <a href="#downtown">Downtown</a>
          <a href="#market">Market Row</a>
          {state.view.alley ? <a href="#alley">Dark Alley</a> : null}
          <a href="#theater">Theater</a>
          <a href="#boards">{me === null ? "Players" : "My board"}</a>
          <a href="#log">Log</a>
        </nav>
        {me !== null ? <Composer setSel={setSel} send={send} /> : null}
        <Track />
        <SetupPanel />
        <Scores />
        <div class="main-board">
          <Downtown />
          <Market />
          <Theater />
          <DarkAlley />
        </div>
        <div class="boards" id="boards">
          {mine ? <PlayerBoard p={mine} /> : null}
          {others.map((p) => (
            <PlayerBoard p={p} />
          ))}
        </div>
        <LegalList setSel={setSel} />
        <Log log={snap.log} />
      </div>
    </Ctx.Provider>
  );
}
