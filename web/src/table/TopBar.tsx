// The bar that stays on top: turn and phase, whose move it is (with the Action
// Points left), every seat in Initiative Order with presence and Fame, and the
// menu (rules, another device, notifications).
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import type { GameState } from "../generated/GameState";
import type { LobbyInfo } from "../generated/LobbyInfo";
import { Icon } from "../icons";
import { LangMenu } from "../i18n/LangMenu";
import { phaseName, T } from "../text";
import { bannerText } from "./banner";
import { seatName } from "./ctx";
import type { ClockOptions } from "../generated/ClockOptions";
import type { SeatClock } from "../generated/SeatClock";
import { formatAgo, formatLeft, isLow, leftNow } from "../clock/clock";
import { useNow } from "../clock/useNow";

/** A seat's clock, ticking while it runs. */
function ClockChip(props: { c: SeatClock; opts: ClockOptions; seat: number }) {
  const running = props.c.running_since !== null;
  const now = useNow(props.opts.kind === "live" ? 500 : 30_000, running);
  const left = leftNow(props.c, now);
  return (
    <span class={`seat-clock ${running ? "running" : ""} ${isLow(props.opts, left) ? "low" : ""}`} data-testid={`clock-${props.seat}`}>
      <Icon n="clock" />
      {formatLeft(left)}
    </span>
  );
}

export function TopBar(props: {
  /** Shown under the bar and sticking with it (the lost connection). */
  notice?: ComponentChildren;
  state: GameState;
  lobby: LobbyInfo | null;
  me: number | null;
  pending: boolean;
  onRules(): void;
  onDevice(): void;
  onWebhook(): void;
}) {
  const { state, lobby, me } = props;
  const [menu, setMenu] = useState(false);
  const v = state.view;
  const banner = bannerText(state, lobby, me);
  const order = v.initiative.length ? v.initiative : v.players.map((p) => p.seat);
  return (
    <header class="topbar">
      <div class="tb-row">
        <a class="brand" href="/" aria-label={T.appName}>
          <Icon n="magician" /> <span class="brand-name">{T.appName}</span>
        </a>
        <div class="turn" data-testid="turn">
          {T.top.turn(Math.max(v.turn, 1), v.last_turn)} <span class="phase-part">· {phaseName(v.phase)}</span>
        </div>
        <button type="button" class="menu-toggle" aria-expanded={menu} onClick={() => setMenu(!menu)} data-testid="menu-toggle">
          {T.top.menu}
        </button>
        <nav class={`tb-menu ${menu ? "open" : ""}`} aria-label={T.a11y.menu} onClick={() => setMenu(false)}>
          <span class="jumps">
            <a href="#board">{T.top.jumpBoard}</a>
            {me !== null ? <a href="#me">{T.top.jumpMe}</a> : null}
            <a href="#log">{T.top.jumpLog}</a>
          </span>
          <button type="button" class="link-btn" onClick={props.onRules} data-testid="rules-open">
            {T.top.rules}
          </button>
          {me !== null ? (
            <button type="button" class="link-btn" onClick={props.onDevice} data-testid="device-open">
              {T.top.device}
            </button>
          ) : null}
          {me !== null ? (
            <button type="button" class="link-btn" onClick={props.onWebhook} data-testid="webhook-open">
              {T.top.webhook}
            </button>
          ) : null}
          {me !== null && "Notification" in window && Notification.permission === "default" ? (
            <button type="button" class="link-btn" onClick={() => Notification.requestPermission()}>
              {T.top.notify}
            </button>
          ) : null}
        </nav>
        <LangMenu />
      </div>
      <div class={`banner ${banner.mine ? "mine" : ""}`} data-testid="banner" role="status">
        <span>{banner.text}</span>
        {me === null ? <span class="spectator-tag">{T.banner.spectating}</span> : null}
        {props.pending ? <span class="pending">{T.banner.sending}</span> : null}
      </div>
      <ol class="seats-strip" aria-label={T.top.initiative} data-testid="seats-strip">
        {order.map((seat) => {
          const p = v.players[seat];
          const info = lobby?.seats[seat];
          const online = info?.connected ?? false;
          const presence = info?.bot
            ? T.top.bot
            : online
              ? T.top.online
              : info?.away_since
                ? T.top.awaySince(formatAgo(Date.now() - info.away_since))
                : T.top.offline;
          const waiting = state.waiting_for.includes(seat);
          return (
            <li class={`seat-chip seat-${seat} ${waiting ? "to-move" : ""} ${seat === me ? "me" : ""}`} data-testid={`seat-chip-${seat}`}>
              {p?.initiative_slot ? <span class="ini">#{p.initiative_slot}</span> : null}
              <span
                class={`presence ${online ? "on" : "off"}`}
                title={presence}
                aria-label={presence}
                data-testid={`presence-${seat}`}
              />
              <span class="nm">{seatName(lobby, seat)}</span>
              {p ? (
                <span class="fm" aria-label={T.amount.fame(p.fame)}>
                  {p.fame}
                  <Icon n="fame" />
                </span>
              ) : null}
              {p?.advertised ? <Icon n="poster" label={T.own.poster} /> : null}
              {info?.clock && lobby?.clock ? <ClockChip c={info.clock} opts={lobby.clock} seat={seat} /> : null}
              {info?.stand_in ? (
                <span class={`stand-in ${info.stand_in.reason}`} title={T.top.standIn[info.stand_in.reason]} data-testid={`stand-in-${seat}`}>
                  {T.top.bot}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {props.notice}
    </header>
  );
}
