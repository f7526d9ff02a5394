// The Dark Alley (expansion): the four Character slots, the four Special
// Assignment decks with their face-up top cards, the discard pile, and the
// Fortune Teller's Prophecies. Shown only in games with the Dark Alley.
import { board, prophecy } from "../catalog";
import { Icon } from "../icons";
import { LOCATIONS, locationName, T } from "../text";
import { CharSlot } from "../table/CharSlot";
import { Action, Target, useTable } from "../table/ctx";
import { duelCovered } from "../duel/cards";
import { SpecialCard } from "./SpecialCard";

const mod = (m: number) => (m >= 0 ? `+${m}` : `−${-m}`);

function Prophecy(props: { id: number; k?: string; testid?: string }) {
  const p = prophecy(props.id);
  const body = (
    <>
      <span class="pcode">{p.code}</span> <span class="ptext">{p.text}</span>
    </>
  );
  if (!props.k)
    return (
      <div class="prophecy" data-testid={props.testid}>
        {body}
      </div>
    );
  return (
    <Target k={props.k} class="prophecy" label={`${p.code}: ${p.text}`} testid={props.testid}>
      {body}
    </Target>
  );
}

export function DarkAlley() {
  const t = useTable();
  const a = t.view.alley;
  if (!a) return null;
  return (
    <section id="alley" class="area alley" aria-label={T.area.alley} data-testid="alley">
      <h2>
        <Icon n="dark_alley" /> {T.area.alley}
      </h2>
      <div class="slots">
        {t.view.slots.dark_alley.map((who, i) => (
          <CharSlot k={`slot:dark_alley:${i}`} label={`${T.area.alley} ${T.area.slot(i)}`} mod={`${mod(board.main_slot_ap[i])} AP`} who={who} blocked={t.view.slots.blocked[i] || duelCovered(t.view, "dark_alley", i)} />
        ))}
      </div>
      <h3>{T.area.specialDecks}</h3>
      <div class="sdecks">
        {LOCATIONS.slice(0, 4).map((l, i) => {
          const top = a.deck_tops[i];
          return (
            <div class="deck" data-testid={`sdeck-${l}`}>
              <h4>
                {locationName(l)} <span class="muted">({T.area.left(a.deck_sizes[i])})</span>
              </h4>
              {top === null ? (
                <Target k={`alley:deck:${l}`} class="scard empty">
                  {T.own.empty}
                </Target>
              ) : (
                <SpecialCard id={top} k={`alley:deck:${l}`} testid={`sdeck-top-${l}`} />
              )}
            </div>
          );
        })}
      </div>
      <div class="muted" data-testid="sdiscards">
        {T.area.discards(a.discards)}
      </div>
      {a.pending.length || a.active !== null || a.pile_size ? (
        <>
          <h3>{T.area.prophecies}</h3>
          <div class="prophecies">
            <div class="active-prophecy" data-testid="prophecy-active">
              <strong>{T.area.active}:</strong> {a.active === null ? <span class="muted">{T.area.noneActive}</span> : <Prophecy id={a.active} />}
            </div>
            <div class="pending" data-testid="prophecy-pending">
              <strong>{T.area.pending}:</strong>
              <ol>
                {a.pending.map((id, i) => (
                  <li>
                    <Prophecy id={id} k={`alley:pending:${i}`} testid={`prophecy-pending-${i}`} />
                  </li>
                ))}
              </ol>
              <Action k="alley:prophecies">{T.area.fortune}</Action>
            </div>
            <div class="muted" data-testid="prophecy-pile">
              {T.area.pile(a.pile_size)}
              {a.spent.length ? ` · ${T.area.spent(a.spent.map((id) => prophecy(id).code).join(", "))}` : ""}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
