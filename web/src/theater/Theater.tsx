// The Theater: the four weekdays with their backstage and Performance slots,
// the Performance cards with their slots, Link circles (Shard circles marked)
// and every Trick Marker with its owner and orientation.
import type { CardInPlay } from "../generated/CardInPlay";
import type { Marker } from "../generated/Marker";
import { performance, trick } from "../catalog";
import { CATEGORY_ICON, cardName, categoryName, DIR_ARROW, dirName, SYMBOL_CHAR, WEEKDAYS, weekdayName, yieldName } from "../labels";
import { CharSlot } from "../table/CharSlot";
import { Action, seatName, Target, useTable } from "../table/ctx";

function MarkerView(props: { m: Marker }) {
  const t = useTable();
  const m = props.m;
  const owner = t.view.players[m.seat];
  const tr = owner?.tricks.find((o) => o.symbol === m.symbol);
  const what = tr ? trick(tr.trick).name : categoryName(m.category);
  return (
    <span
      class={`marker seat-${m.seat}`}
      title={`${seatName(t.lobby, m.seat)}'s ${what} marker (${SYMBOL_CHAR[m.symbol]}), ${categoryName(m.category)} edge facing ${dirName(m.facing)}`}
    >
      <span class="sym">{SYMBOL_CHAR[m.symbol]}</span>
      <span class="cat">{CATEGORY_ICON[m.category]}</span>
      <span class="facing">{DIR_ARROW[m.facing]}</span>
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

function PerformanceCard(props: { c: CardInPlay; index: number }) {
  const info = performance(props.c.card);
  const xs = info.slots.map((s) => s.x);
  const ys = info.slots.map((s) => s.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const cols = Math.max(...xs) - minX + 1;
  const rows = Math.max(...ys) - minY + 1;
  return (
    <div class={`pcard tier-${info.tier}`} data-testid={`pcard-${props.c.card}`}>
      <Target k={`perf:${props.c.card}`} class="pcard-head" title={`Performance card ${cardName(props.c.card)}; Performer bonus: ${yieldName(info.bonus)}`}>
        <span>{cardName(props.c.card)}</span>
        <span class="bonus">Bonus: {yieldName(info.bonus)}</span>
      </Target>
      <div class="pgrid" style={{ gridTemplateColumns: `repeat(${cols}, 3.2em)`, gridTemplateRows: `repeat(${rows}, 3.2em)` }}>
        {info.slots.map((s, i) => {
          const m = props.c.markers[i] ?? null;
          const key = m ? `marker:${props.c.card}:${i}` : `pslot:${props.c.card}:${i}`;
          return (
            <div class="pslot-wrap" style={{ gridColumn: s.x - minX + 1, gridRow: s.y - minY + 1 }}>
              <Target k={key} class="pslot" title={`Slot ${i + 1}`} testid={`pslot-${props.c.card}-${i}`}>
                {m ? <MarkerView m={m} /> : <span class="slotno">{i + 1}</span>}
                {m && props.c.piled.includes(i) ? <span class="piled" title="Two piled markers (Supercharge)">×2</span> : null}
              </Target>
              {s.links.filter((l) => !sharedWithNeighbour(info.slots, s, l.dir)).map((l) => (
                <span class={`link link-${l.dir} ${l.shard ? "shard" : ""}`} title={l.shard ? "Link circle (Shard)" : "Link circle"}>
                </span>
              ))}
            </div>
          );
        })}
      </div>
      {props.c.guests.length ? (
        <div class="guests" data-testid={`guests-${props.c.card}`}>
          Guest Performers:{" "}
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
    <section id="theater" class="area theater" aria-label="Theater">
      <h2>Theater</h2>
      <div class="weekdays">
        {WEEKDAYS.map((d, i) => (
          <div class={`weekday ${p.phase === "performance" && p.day === i ? "today" : ""}`}>
            <h4>{weekdayName(d)}</h4>
            <CharSlot k={`slot:backstage:${d}:0`} label="Backstage 1" who={t.view.slots.theater[i][0]} />
            <CharSlot k={`slot:backstage:${d}:1`} label="Backstage 2" who={t.view.slots.theater[i][1]} />
            <CharSlot k={`slot:performance:${d}`} label="Performance" who={t.view.slots.theater[i][2]} />
          </div>
        ))}
      </div>
      <div class="pcards">
        {t.view.theater.map((c, i) => (
          <PerformanceCard c={c} index={i} />
        ))}
        <div class="deck-count" title="Performance cards left in the deck">
          Deck: {t.view.deck_size}
        </div>
      </div>
      <Action k="decline_perf">Do not Perform</Action>
    </section>
  );
}
