// Magician Powers on a player board: the Power slots (top slot first, as on
// the board) with their Shard symbols, open or closed, and the Power next to
// each; for the viewer, the Powers in hand (and the four discarded at
// set-up), with the Powers' own decisions. Other players' hands are counts:
// the server never sends them.
import type { PlayerView } from "../generated/PlayerView";
import { Action, Target, useTable } from "../table/ctx";
import { powerFacts, T } from "../text";
import { power, powerKey, powerSlotKey, POWER_SLOTS } from "./cards";
import "./powers.css";

function Shards(props: { stored: number; of: number }) {
  return (
    <span class="shards" aria-hidden="true">
      {"●".repeat(props.stored)}
      {"○".repeat(Math.max(0, props.of - props.stored))}
    </span>
  );
}

export function PowerBoard(props: { p: PlayerView; own: boolean }) {
  const t = useTable();
  const seat = props.p.seat;
  const pv = t.view.powers?.players.find((x) => x.seat === seat);
  if (!pv) return null;
  const slots = pv.slots.map((id, k) => ({ id, k })).reverse();
  return (
    <div class="powers" data-testid={`powers-${seat}`}>
      <h3>{T.powers.slots}</h3>
      <div class="power-slots">
        {slots.map(({ id, k }) => {
          const open = pv.open[k];
          const label = `${T.powers.slot(k)}, ${T.powers.slotShards(POWER_SLOTS[k] ?? 0)}, ${open ? T.powers.open : T.powers.closed}: ${id === null ? T.powers.empty : powerFacts(id)}`;
          return (
            <Target
              k={props.own ? powerSlotKey(k) : `opowerslot:${seat}:${k}`}
              class={`power-slot ${open ? "open" : "closed"}`}
              label={label}
              testid={`power-slot-${seat}-${k}`}
            >
              <span class="slabel">{T.powers.slot(k)}</span>
              <Shards stored={pv.stored_shards[k] ?? 0} of={POWER_SLOTS[k] ?? 0} />
              <span class={id === null ? "muted" : "pname"}>{id === null ? T.powers.empty : power(id).name}</span>
            </Target>
          );
        })}
      </div>
      {pv.excess_shards > 0 ? <div class="muted small">{T.powers.excess(pv.excess_shards)}</div> : null}
      {pv.coins_on_card > 0 ? <div class="small">{T.powers.coinsOnCard(pv.coins_on_card)}</div> : null}
      {props.own && pv.hand ? (
        <>
          <h3>{T.powers.hand}</h3>
          <div class="power-hand" data-testid="power-hand">
            {pv.hand.map((id) => {
              const info = power(id);
              return (
                <Target k={powerKey(id)} class={`power-card ${info.color}`} label={powerFacts(id)} testid={`power-${id}`}>
                  <span class="pname">{info.name}</span>
                  <span class="small">{T.powers.threshold(info.threshold)}</span>
                  <span class="ptext">{info.text}</span>
                </Target>
              );
            })}
          </div>
          <div class="board-actions">
            <Action k="pass_power">{T.powers.pass}</Action>
            <Action k="rearrange:keep">{T.powers.keep}</Action>
            <Action k="gamble">{T.powers.gamble}</Action>
          </div>
          {pv.discarded && pv.discarded.length ? (
            <div class="muted small" data-testid="power-discards">
              {T.powers.yourDiscards}: {pv.discarded.map((id) => power(id).name).join(", ")}
            </div>
          ) : null}
        </>
      ) : (
        <div class="muted small" data-testid={`power-hand-size-${seat}`}>
          {T.powers.handSize(pv.hand_size)} · {T.powers.discarded(pv.discarded_count)}
        </div>
      )}
    </div>
  );
}
