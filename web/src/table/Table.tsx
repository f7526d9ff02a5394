// The table. On a wide screen, two columns: the shared board (Fame track,
// set-up, game over, opponents, Downtown, Market Row, Dark Alley, Theater) and a
// dock that stays in view with the viewer's turn and Action Points, the move
// being composed with its preview, their own board and the log. On a phone,
// one column, with the move panel as a sheet at the bottom.
import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { Command } from "../generated/Command";
import type { LogLine } from "../generated/LogLine";
import type { PlayerView } from "../generated/PlayerView";
import type { GameConnection, Snapshot } from "../connection";
import { candidates, click, EMPTY, highlighted, isEmpty, type Selection } from "../decisions/select";
import { useDirectMoves } from "./direct";
import { OpponentBoard, OwnBoard } from "../player/PlayerBoard";
import { TurnSetupPanel } from "../duel/TurnSetup";
import { HeirBoard } from "../heir/HeirBoard";
import { ProvisionalNotice } from "../powers/ProvisionalNotice";
import { Icon } from "../icons";
import { characterName, locationName, T } from "../text";
import { formatMsg } from "../i18n";
import { bannerText } from "./banner";
import { Composer } from "./Composer";
import { Action, Ctx, useTable, type TableCtx } from "./ctx";
import { DeviceDrawer, RulesDrawer, WebhookDrawer } from "./Drawers";
import { SeatCare } from "./SeatCare";
import { FameTrack } from "./FameTrack";
import { Locations } from "./Locations";
import { lastMoveText, lineSeat, recentMoves, reasonsFor, sinceLastMove } from "./follow";
import { GameOver } from "./GameOver";
import { HistoryBoard, HistoryControls, useHistoryView } from "./History";
import { InfoPop, type InfoAt } from "./InfoPop";
import { LegalList } from "./LegalList";
import { Log } from "./Log";
import { SetupPanel } from "./SetupPanel";
import { TopBar } from "./TopBar";
import { selectAcademyContent } from "../academy/cards";
import { ChatPanel } from "../chat/ChatPanel";


/** On a phone, a bar fixed at the bottom: the move panel, your board and the
 * log one tap away from any screen (the chat tab sits at its end). */
function PhoneTabs(props: { mine: boolean; composing: boolean; tab: "move" | null; setTab(t: "move" | null): void }) {
  const jump = (id: string) => {
    props.setTab(null);
    document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  const moveOn = props.tab === "move" || props.composing;
  return (
    <nav class="phone-tabs" aria-label={T.dock.tabs} data-testid="phone-tabs">
      <button type="button" class={`${moveOn ? "on" : ""} ${props.mine ? "mine" : ""}`} aria-pressed={moveOn} data-testid="tab-move" onClick={() => props.setTab(props.tab === "move" ? null : "move")}>
        {props.mine ? "▶ " : ""}
        {T.dock.tabMove}
      </button>
      <button type="button" data-testid="tab-board" onClick={() => jump("me")}>
        {T.dock.tabBoard}
      </button>
      <button type="button" data-testid="tab-log" onClick={() => jump("log")}>
        {T.dock.tabLog}
      </button>
      <span class="chat-slot" aria-hidden="true" />
    </nav>
  );
}

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

/** Take back the last move, while the rules allow it. */
function UndoButton(props: { onUndo(): void; pending: boolean }) {
  const t = useTable();
  if (!t.state.can_undo) return null;
  return (
    <button type="button" class="undo" onClick={props.onUndo} disabled={props.pending} title={T.dock.undoTitle} data-testid="undo">
      ↶ {T.dock.undo}
    </button>
  );
}

/** Your turn at a glance: the Action Points left while your Character acts. */
function TurnPanel(props: { mine: boolean; text: string; undo: preact.ComponentChildren; autoEnd: boolean; setAutoEnd(on: boolean): void }) {
  const t = useTable();
  const ph = t.view.phase;
  const acting = ph.phase === "place_characters" && ph.acting && ph.acting.seat === t.me ? ph.acting : null;
  if (acting) {
    const where = locationName(
      "downtown" in acting.slot
        ? "downtown"
        : "market_row" in acting.slot
          ? "market_row"
          : "dark_alley" in acting.slot
            ? "dark_alley"
            : "academy" in acting.slot
              ? "academy"
              : "workshop" in acting.slot
              ? "workshop"
              : "theater",
    );
    return (
      <section class="turn-panel acting" data-area="action-points" aria-label={T.banner.apLeft(acting.ap)}>
        <div class="ap-big" data-testid="ap-left">
          <Icon n="ap" />
          <span class="n">{acting.ap}</span>
          <span class="lbl">{T.banner.apLeft(acting.ap).replace(/^\d+ /, "")}</span>
        </div>
        <div class="ap-who">
          {T.dock.acting(characterName(acting.character), where)}
          {acting.pending_links ? <div class="links-due">{T.dock.linkBonus(acting.pending_links)}</div> : null}
        </div>
        <div class="ap-actions">
          {props.undo}
          <Action k="link_bonus">{T.dock.takeLinkBonus}</Action>
          <Action k="end_actions">{T.dock.endActions}</Action>
        </div>
        <label class="auto-end small">
          <input type="checkbox" checked={props.autoEnd} onChange={(e) => props.setAutoEnd((e.currentTarget as HTMLInputElement).checked)} data-testid="auto-end" /> {T.dock.autoEnd}
        </label>
      </section>
    );
  }
  return (
    <section class={`turn-panel ${props.mine ? "mine" : ""}`} aria-live="polite">
      <div>{props.mine ? props.text : T.dock.waiting}</div>
      {!props.mine ? <div class="muted small">{props.text}</div> : null}
      <div class="ap-actions">
        {props.undo}
        <Action k="advertise">{T.area.advertise}</Action>
        <Action k="decline_perf">{T.area.declinePerf}</Action>
        <Action k="decline_ability">{T.own.declineAbility}</Action>
      </div>
    </section>
  );
}


/** The live shared board: Fame track, set-up, game over, opponents and the Locations. */
function LiveBoard(props: { others: PlayerView[]; log: LogLine[] }) {
  const t = useTable();
  return (
    <>
      <GameOver />
      <ProvisionalNotice powers={t.view.powers !== null} duel={t.view.duel !== null} academy={t.view.academy !== null} heir={t.view.heir !== null} />
      <FameTrack />
      <SetupPanel />
      {props.others.length || t.view.heir ? (
        <div class="opponents" aria-label={t.me === null ? T.area.players : T.area.opponents}>
          {props.others.map((p) => (
            <OpponentBoard p={p} lastMove={lastMoveText(props.log, p.seat)} />
          ))}
          <HeirBoard log={props.log} />
        </div>
      ) : null}
      <TurnSetupPanel />
      <Locations />
    </>
  );
}

export function Table(props: { snap: Snapshot; conn: GameConnection; gameId: string; token: string | null; notice?: ComponentChildren }) {
  const { snap, conn } = props;
  const state = snap.state!;
  const me = snap.viewer && snap.viewer !== "spectator" ? snap.viewer.seat : null;
  const [sel, setSel] = useState<Selection>(EMPTY);
  const [info, setInfo] = useState<InfoAt | null>(null);
  const [drawer, setDrawer] = useState<"rules" | "device" | "webhook" | null>(null);
  const [sinceDismissed, setSinceDismissed] = useState(0);
  // Looking back at a past version (null: the live table).
  const [histAt, setHistAt] = useState<number | null>(null);
  const { hv } = useHistoryView(props.gameId, histAt);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const legal = state.legal_commands;
  const hl = useMemo(() => highlighted(legal, sel), [legal, sel]);
  const banner = bannerText(state, snap.lobby, me);
  const mine = banner.mine;
  const direct = useDirectMoves({ snap, conn, me, mine, sel, setSel, send });
  const [phoneTab, setPhoneTab] = useState<"move" | null>(null);
  // A new state: propose the next move at once, or drop a selection it makes impossible.
  useEffect(() => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    setInfo((i) => (i?.pinned ? i : null));
    const next = direct.proposal();
    if (next) setSel(next);
    else if (candidates(legal, sel).length === 0) setSel(EMPTY);
  }, [state.version]);
  // The rules' reasons for what may not be used, asked once per version.
  useEffect(() => {
    if (mine) conn.whyNot();
  }, [mine, state.version]);
  const reasons = useMemo(() => reasonsFor(snap.refusals, sel, hl), [snap.refusals, sel, hl]);
  const heirSeat = state.view.heir?.seat ?? null;
  const recent = useMemo(() => recentMoves(snap.log, me, heirSeat), [snap.log, me, heirSeat]);
  const since = useMemo(() => sinceLastMove(snap.log, me, heirSeat), [snap.log, me, heirSeat]);

  const wasMine = useRef(false);
  useEffect(() => {
    document.title = mine ? T.yourMoveTitle : T.appName;
    if (mine && !wasMine.current) {
      beep();
      if (document.hidden && "Notification" in window && Notification.permission === "granted") new Notification(T.notifyBody);
    }
    wasMine.current = mine;
  }, [mine, state.version]);

  const inform = (key: string, el: HTMLElement, how: "hover" | "tap" | "leave") => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    if (how === "leave") {
      setInfo((i) => (i && !i.pinned ? null : i));
      return;
    }
    const r = el.getBoundingClientRect();
    const at = { key, rect: { left: r.left, top: r.top, bottom: r.bottom, width: r.width }, pinned: how === "tap" };
    if (how === "tap") setInfo((i) => (i?.pinned && i.key === key ? null : at));
    else hoverTimer.current = setTimeout(() => setInfo((i) => (i?.pinned ? i : at)), 250);
  };

  const ctx: TableCtx = {
    state,
    view: state.view,
    lobby: snap.lobby,
    me,
    legal,
    sel,
    hl,
    reach: direct.reach,
    click: (k) => {
      setInfo(null);
      direct.choose(click(legal, sel, k));
    },
    reasons,
    recent,
    inform,
  };
  function send(c: Command) {
    // A note shown by hovering stays only while its thing is hovered: the
    // move changes the board under the pointer, so it goes with the move.
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    setInfo((i) => (i?.pinned ? i : null));
    const ok = conn.command(c);
    direct.sent(c, ok ? sel : EMPTY);
    if (!ok) return;
    setSel(EMPTY);
    setPhoneTab(null);
  }
  // On a phone the move panel is a sheet at the bottom: keep the thing it is
  // about in view above it.
  useEffect(() => {
    if (!sel.keys.length || window.innerWidth > 900) return;
    const el = document.querySelector(`[data-key="${CSS.escape(sel.keys[sel.keys.length - 1])}"]`);
    if (!el) return;
    // Into the upper third, clear of the sheet that covers the lower part.
    const r = el.getBoundingClientRect();
    window.scrollBy({ top: r.top - window.innerHeight * 0.28, behavior: "smooth" });
  }, [sel.keys.join(",")]);

  // The dock stays below the top bar, whatever its height.
  useEffect(() => {
    const bar = document.querySelector(".topbar");
    if (!bar || typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(() => document.documentElement.style.setProperty("--tb", `${(bar as HTMLElement).offsetHeight + 8}px`));
    ro.observe(bar);
    return () => ro.disconnect();
  }, []);

  const players = state.view.players;
  const own = me === null ? null : players[me];
  const others = players.filter((p) => p.seat !== me);
  const composing = !isEmpty(sel);
  const showSince = mine && since.length > 0 && sinceDismissed !== state.version && me !== null;
  selectAcademyContent(state.view.academy?.content);
  return (
    <Ctx.Provider value={ctx}>
      <div class={`table ${me === null ? "spectating" : "seated"} ${composing ? "composing" : ""} ${phoneTab === "move" && !composing ? "move-open" : ""}`}>
        <TopBar notice={props.notice} state={state} lobby={snap.lobby} me={me} pending={snap.pending !== null} onRules={() => setDrawer("rules")} onDevice={() => setDrawer("device")} onWebhook={() => setDrawer("webhook")} />
        {snap.error ? (
          <div class="error toast" role="alert" data-testid="error">
            {snap.error}{" "}
            <button type="button" class="link-btn" onClick={() => conn.clearError()}>
              {T.dock.dismiss}
            </button>
          </div>
        ) : null}
        <div class="table-grid">
          <main class="board-col" id="board">
            {histAt !== null ? (
              <>
                <div class="history-bar" data-testid="history-bar">
                  <strong>{T.history.lookingBack(histAt, state.version)}</strong>
                  <HistoryControls version={histAt} last={state.version} go={setHistAt} close={() => setHistAt(null)} />
                </div>
                {hv ? <HistoryBoard hv={hv} live={state} lobby={snap.lobby} me={me} /> : <p class="muted">{T.lobby.connecting}</p>}
              </>
            ) : (
              <LiveBoard others={others} log={snap.log} />
            )}
          </main>
          {me !== null ? (
            <aside class="dock" aria-label={T.a11y.dock} data-testid="dock">
              <SeatCare gameId={props.gameId} lobby={snap.lobby} me={me} token={props.token} finished={state.status === "finished"} />
              {state.status !== "finished" ? (
                <TurnPanel autoEnd={direct.autoEnd} setAutoEnd={direct.setAutoEnd} mine={mine} text={banner.text} undo={<UndoButton pending={snap.pending !== null} onUndo={() => conn.undo() && setSel(EMPTY)} />} />
              ) : null}
              {showSince ? (
                <section class="since" data-testid="since">
                  <div class="since-head">
                    <strong>{T.dock.since}</strong>
                    <button type="button" class="link-btn" onClick={() => setSinceDismissed(state.version)}>
                      {T.dock.dismiss}
                    </button>
                  </div>
                  <ul>
                    {since.slice(-6).map((l) => (
                      <li class={`by seat-${lineSeat(l, heirSeat)}`}>{formatMsg(l.msg)}</li>
                    ))}
                  </ul>
                  {since.length > 6 ? <div class="muted small">{T.dock.sinceMore(since.length - 6)}</div> : null}
                </section>
              ) : null}
              {state.status !== "finished" ? <Composer snap={snap} setSel={setSel} send={send} preview={(cs) => conn.preview(cs)} phoneOpen={phoneTab === "move"} /> : null}
              {own ? <OwnBoard p={own} /> : null}
              {state.status !== "finished" ? <LegalList setSel={setSel} /> : null}
              <Log log={snap.log} lookBack={setHistAt} current={state.version} heirSeat={heirSeat} />
              <ChatPanel chat={snap.chat} lobby={snap.lobby} me={me} conn={conn} gameId={props.gameId} />
            </aside>
          ) : (
            <aside class="dock spectator" aria-label={T.area.log}>
              <SeatCare gameId={props.gameId} lobby={snap.lobby} me={me} token={props.token} finished={state.status === "finished"} />
              <Log log={snap.log} lookBack={setHistAt} current={state.version} heirSeat={heirSeat} />
              <ChatPanel chat={snap.chat} lobby={snap.lobby} me={me} conn={conn} gameId={props.gameId} />
            </aside>
          )}
        </div>
        {me !== null ? <PhoneTabs mine={mine} composing={composing} tab={phoneTab} setTab={setPhoneTab} /> : null}
        <InfoPop at={info} close={() => setInfo(null)} />
        {drawer === "rules" ? <RulesDrawer close={() => setDrawer(null)} /> : null}
        {drawer === "device" ? <DeviceDrawer close={() => setDrawer(null)} gameId={props.gameId} token={props.token} /> : null}
        {drawer === "webhook" && me !== null && props.token ? <WebhookDrawer close={() => setDrawer(null)} gameId={props.gameId} seat={me} token={props.token} /> : null}
      </div>
    </Ctx.Provider>
  );
}
