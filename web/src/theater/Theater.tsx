// The Theater: the four weekdays with their printed effects and their
// backstage and Performance slots, the Performance cards with their slots,
// Link circles (Shard circles marked) and every Trick Marker with its owner
// and orientation.
import type { CardInPlay } from "../generated/CardInPlay";
import type { Marker } from "../generated/Marker";
import { board, performance, trick } from "../catalog";
import { Amount, Icon } from "../icons";
import { cardName, categoryName, dirName, SYMBOL_CHAR, T, WEEKDAYS, weekdayName } from "../text";
import { CharSlot } from "../table/CharSlot";
import { seatName, Target, useTable } from "../table/ctx";
import { GrayMarkerView } from "../duel/GrayMarker";
import { weekdayCovered } from "../duel/cards";
import { FacingSketch } from "./Facing";

function MarkerView(props: { m: Marker }) {
  const t = useTable();
  const m = props.m;
  const owner = t.view.players[m.seat];
  const tr = owner?.tricks.find((o) => o.symbol === m.symbol);
  const what = tr ? trick(tr.trick).name : categoryName(m.category);
  return (
    <span
      class={`marker seat-${m.seat} facing-${m.facing}`}
      title={T.markerTitle(seatName(t.lobby, m.seat), what, SYMBOL_CHAR[m.symbol], categoryName(m.category), dirName(m.facing))}
    >
      <span class="sym">{SYMBOL_CHAR[m.symbol]}</span>
      <Icon n={m.category} />
      <FacingSketch d={m.facing} class="facing" />
    </span>
  );
}

const STEP: Record<string, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

/** A Link circle between two slots is printed once: draw it from the lower/right slot's neighbour only. */
function sharedWithNeighbour(slots: { x: number; y: number }[], s: { x: number; y: number }, dir: string): boolean {
  if (dir !== "up" && dir !== "left") return false;
  const [dx, dy] = STEP[dir];
  return slots.some((o) => o.x === s.x + dx && o.y === s.y + dy);
}

function PerformanceCard(props: { c: CardInPlay }) {
  const info = performance(props.c.card);
  const xs = info.slots.map((s) => s.x);
  const ys = info.slots.map((s) => s.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const cols = Math.max(...xs) - minX + 1;
  const rows = Math.max(...ys) - minY + 1;
  const b = info.bonus;
  return (
    <div class={`pcard tier-${info.tier}`} data-testid={`pcard-${props.c.card}`}>
      <Target k={`perf:${props.c.card}`} class="pcard-head" label={`${cardName(props.c.card)}`}>
        <span class="pname">{cardName(props.c.card)}</span>
        <span class="bonus" title={T.area.bonus}>
          {b.fame ? <Amount n={b.fame} icon="fame" label={T.amount.fame(b.fame)} /> : null}
          {b.coins ? <Amount n={b.coins} icon="coin" label={T.amount.coins(b.coins)} /> : null}
          {b.shards ? <Amount n={b.shards} icon="shard" label={T.amount.shards(b.shards)} /> : null}
        </span>
      </Target>
      <div class="pgrid" style={{ gridTemplateColumns: `repeat(${cols}, var(--ps))`, gridTemplateRows: `repeat(${rows}, var(--ps))` }}>
        {info.slots.map((s, i) => {
          const m = props.c.markers[i] ?? null;
          const gray = props.c.gray?.find((g) => g.slot === i);
          const key = m ? `marker:${props.c.card}:${i}` : `pslot:${props.c.card}:${i}`;
          return (
            <div class="pslot-wrap" style={{ gridColumn: s.x - minX + 1, gridRow: s.y - minY + 1 }}>
              <Target k={key} class="pslot" label={`${cardName(props.c.card)}, ${T.area.slot(i)}`} testid={`pslot-${props.c.card}-${i}`}>
                {m ? <MarkerView m={m} /> : gray ? <GrayMarkerView g={gray} /> : <span class="slotno">{i + 1}</span>}
                {m && props.c.piled.includes(i) ? (
                  <span class="piled" title={T.area.piled}>
                    ×2
                  </span>
                ) : null}
              </Target>
              {s.links
                .filter((l) => !sharedWithNeighbour(info.slots, s, l.dir))
                .map((l) => (
                  <span class={`link link-${l.dir} ${l.shard ? "shard" : ""}`} title={l.shard ? T.area.shardLink : T.area.link} />
                ))}
            </div>
          );
        })}
      </div>
      {props.c.guests.length ? (
        <div class="guests" data-testid={`guests-${props.c.card}`}>
          {T.area.guests}:{" "}
          {props.c.guests.map((m) => (
            <MarkerView m={m} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function Theater() {
  const t = useTable();
  const p = t.view.phase;
  return (
    <section id="theater" class="area theater" aria-label={T.area.theater}>
      <h2>
        <Icon n="theater" /> {T.area.theater}
      </h2>
      <div class="weekdays">
        {WEEKDAYS.map((d, i) => {
          const w = board.weekdays[i];
          const covered = weekdayCovered(t.view, i);
          return (
            <div class={`weekday ${p.phase === "performance" && p.day === i ? "today" : ""}`} data-testid={`weekday-${d}`}>
              <h4>{weekdayName(d)}</h4>
              <div class="effect">
                {w.backstage_ap ? (
                  <span class={w.backstage_ap > 0 ? "up" : "down"}>
                    {w.backstage_ap > 0 ? "+" : "−"}
                    {Math.abs(w.backstage_ap)}
                    <Icon n="ap" /> {T.backstageMod}
                  </span>
                ) : (
                  <span class="muted">—</span>
                )}
                {w.per_trick ? (
                  <span class={w.per_trick > 0 ? "up" : "down"}>
                    {w.per_trick > 0 ? "+" : "−"}
                    {Math.abs(w.per_trick)}
                    <Icon n="fame" />
                    {w.per_trick > 0 ? "+" : "−"}
                    {Math.abs(w.per_trick)}
                    <Icon n="coin" /> {T.perTrick}
                  </span>
                ) : null}
              </div>
              <div class="wslots">
                <CharSlot k={`slot:backstage:${d}:0`} label={`${weekdayName(d)} ${T.area.backstage(0)}`} mod={T.area.backstage(0)} who={t.view.slots.theater[i][0]} blocked={covered} />
                <CharSlot k={`slot:backstage:${d}:1`} label={`${weekdayName(d)} ${T.area.backstage(1)}`} mod={T.area.backstage(1)} who={t.view.slots.theater[i][1]} blocked={covered} />
                <CharSlot k={`slot:performance:${d}`} label={`${weekdayName(d)} ${T.area.performanceSlot}`} mod={T.area.performanceSlot} who={t.view.slots.theater[i][2]} class="perf-slot" blocked={covered} />
              </div>
            </div>
          );
        })}
      </div>
      <div class="pcards">
        {t.view.theater.map((c) => (
          <PerformanceCard c={c} />
        ))}
        <div class="deck-count" title={T.area.deck(t.view.deck_size)}>
          {T.area.deck(t.view.deck_size)}
        </div>
      </div>
    </section>
  );
}
