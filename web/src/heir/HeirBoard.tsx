// Dahlgaard's Heir on the table (solo games): its board drawn from the view's
// `heir` section, in the opponents' visual language — Magician, Fame, Coin
// Purse, Shards, Characters with their (face-up) cards, Tricks, Shopping List,
// the revealed Plan tile and the Turn Setup dice. The dice are also where the
// player's Turn Setup re-roll is chosen: two are clicked (`heirdie:` keys).
// The Plan deck's order is never sent; only how many tiles are left.
import type { HeirView } from "../generated/HeirView";
import type { LogLine } from "../generated/LogLine";
import type { TurnSetupDieView } from "../generated/TurnSetupDieView";
import type { Place } from "../generated/Place";
import { magician, trick } from "../catalog";
import { Amount, Icon } from "../icons";
import { otherTrick } from "../keys";
import { formatMsg } from "../i18n";
import { categoryName, componentName, difficultyName, joinAnd, locationName, specialName, SYMBOL_CHAR, T, WEEKDAYS, weekdayName } from "../text";
import { Character } from "../player/PlayerBoard";
import { Target, useTable } from "../table/ctx";
import { heirDieKey } from "./keys";
import { DieFace } from "./DieFace";
import "./heir.css";

/** The last line of the log about what the Heir did (its own events, or the
 * player's events naming its seat). */
export function lastHeirLine(log: LogLine[], seat: number): string | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i].event as { type: string; seat?: number };
    if (e.type === "heir" || e.seat === seat) return formatMsg(log[i].msg);
  }
  return null;
}

/** What a Turn Setup die covers now: in words, and the four cells its drawn
 * face fills (null before it is rolled) with their short names. */
export function dieCovers(h: HeirView, d: TurnSetupDieView): { words: string; cells: boolean[] | null; marks: string[] } {
  if (d.location === "theater") {
    const marks = WEEKDAYS.map((w) => weekdayName(w).slice(0, 2));
    if (d.face === null) return { words: T.heir.notRolled, cells: null, marks };
    const days = WEEKDAYS.filter((_, i) => h.covered.theater[i]).map(weekdayName);
    return { words: joinAnd(days), cells: [...h.covered.theater], marks };
  }
  const marks = ["1", "2", "3", "4"];
  if (d.face === null) return { words: T.heir.notRolled, cells: null, marks };
  const area = d.location as "downtown" | "market_row" | "dark_alley" | "academy";
  // A view without an Academy row (an older server): the die is named by its face.
  const slots = h.covered[area];
  if (!slots) return { words: T.heir.faceOnly(d.face + 1), cells: null, marks };
  const which = slots.flatMap((c, i) => (c ? [T.academy.slot(i)] : []));
  return { words: (which.length ? joinAnd(which) : "") || T.heir.notRolled, cells: [...slots], marks };
}

function Die(props: { h: HeirView; d: TurnSetupDieView }) {
  const { h, d } = props;
  const c = dieCovers(h, d);
  const label = T.heir.die(locationName(d.location), c.words, d.marked);
  return (
    <Target k={heirDieKey(d.location)} class={`heir-die loc-${d.location} ${d.marked ? "marked" : ""}`} label={label} testid={`heir-die-${d.location}`}>
      <Icon n={d.location} />
      <DieFace cells={c.cells} marks={c.marks} words={label} face={d.face === null ? null : d.face + 1} />
      {d.marked ? <span class="ts-marker" title={T.heir.marked} aria-hidden="true" /> : null}
    </Target>
  );
}

function PlanTile(props: { h: HeirView }) {
  const { h } = props;
  const used = h.used_plans.length ? ` · ${T.heir.used(h.used_plans.join(", "))}` : "";
  if (!h.plan)
    return (
      <div class="heir-plan" data-testid="heir-plan">
        <strong>{T.heir.plan}</strong>: <span class="muted">{T.heir.noPlan}</span>
        <span class="muted small"> · {T.heir.plansLeft(h.plans_left)}{used}</span>
      </div>
    );
  const kind = T.heir.planKind[h.plan.kind] ?? h.plan.kind;
  return (
    <div class="heir-plan" data-testid="heir-plan" title={T.heir.planTitle(h.plan.code, kind)}>
      <strong>
        {T.heir.plan} {h.plan.code}
      </strong>{" "}
      <span class="plan-kind">{kind}</span>
      <ol class="plan-order">
        {h.plan.order.map((s, i) => (
          <li class={`plan-step loc-${s.location} ${s.special ? "special" : ""}`} title={`${i + 1}. ${locationName(s.location)}${s.special ? ` (${T.heir.special})` : ""}`}>
            <Icon n={s.location} />
            {s.special ? <span class="sp">★</span> : null}
          </li>
        ))}
      </ol>
      <span class="muted small">
        {T.heir.plansLeft(h.plans_left)}
        {used}
      </span>
    </div>
  );
}

export function HeirBoard(props: { log: LogLine[] }) {
  const t = useTable();
  const h = t.view.heir;
  if (!h) return null;
  const mag = h.magician === null ? null : magician(h.magician);
  const last = lastHeirLine(props.log, h.seat);
  const places: Place[] = h.turn_setup_dice.map((d) => d.location);
  return (
    <section class={`area board opp heir seat-${h.seat} open`} aria-label={T.a11y.boardOf(T.heir.name)} data-testid="heir-board">
      <h2>
        <span class={`dot seat-${h.seat}`} /> {T.heir.name}{" "}
        <span class="option-chip" data-testid="heir-difficulty">
          {T.heir.difficulty(difficultyName(h.difficulty))}
        </span>
      </h2>
      {mag ? (
        <Target k={`magician:${h.magician}`} class="magician" label={mag.name}>
          <Icon n="magician" />
          <span>
            <strong>{mag.name}</strong> — {T.area.favorite(categoryName(mag.favorite))}
          </span>
        </Target>
      ) : (
        <div class="magician muted">{T.own.noMagician}</div>
      )}
      <div class="stats">
        <Amount n={h.fame} icon="fame" label={`${h.fame} ${T.own.fame}`} />
        <Amount n={h.coins} icon="coin" label={T.heir.coinPurse(h.coins)} />
        <Amount n={h.shards} icon="shard" label={`${h.shards} ${T.own.shards}`} />
        {h.coins_discarded ? <span class="stat">{T.heir.discarded(h.coins_discarded)}</span> : null}
      </div>
      <PlanTile h={h} />
      <div class="heir-dice" aria-label={T.heir.dice} title={T.heir.diceHint} data-testid="heir-dice">
        <span class="wlabel">{T.heir.dice}</span>
        {places.map((p) => (
          <Die h={h} d={h.turn_setup_dice.find((d) => d.location === p)!} />
        ))}
      </div>
      <div class="opp-details">
        <div class="characters compact">
          {h.characters.map((c) => (
            <Character p={h} c={c} own={false} />
          ))}
        </div>
        <div class="tricks compact">
          {h.tricks.map((o) => {
            const info = trick(o.trick);
            return (
              <Target k={otherTrick(h.seat, o.trick)} class={`trick-row cat-${info.category}`} label={info.name}>
                <Icon n={info.category} label={categoryName(info.category)} />
                <span class="tname">
                  {info.name} <span class="sym">{SYMBOL_CHAR[o.symbol]}</span>
                </span>
                <span class="tmarkers" title={T.own.onCard}>
                  {o.markers}
                  <Icon n="marker" />
                </span>
              </Target>
            );
          })}
        </div>
        <div class="heir-shopping" data-testid="heir-shopping">
          <span class="wlabel">{T.heir.shopping}:</span>{" "}
          {h.shopping_list.length
            ? h.shopping_list.map((c) => (
                <span class={`comp comp-${c}`} title={componentName(c)}>
                  <Icon n={c} />
                </span>
              ))
            : <span class="muted">{T.own.none}</span>}
        </div>
        {h.specials.length ? (
          <div class="heir-specials" title={T.heir.specials(h.specials.length)}>
            {h.specials.map((id) => (
              <span class="option-chip">{specialName(id)}</span>
            ))}
          </div>
        ) : null}
      </div>
      {last ? (
        <div class={`last-move seat-${h.seat}`} data-testid="heir-last">
          <strong>{T.heir.lastAct}:</strong> {last}
        </div>
      ) : null}
    </section>
  );
}
