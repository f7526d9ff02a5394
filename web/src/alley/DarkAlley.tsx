// The Dark Alley (expansion): the four Special Assignment decks with their
// face-up top cards, the discard pile, the Fortune Teller's Prophecies and the
// four Character slots. Shown only in games with the Dark Alley.
import { prophecy } from "../catalog";
import { LOCATIONS, locationName, MAIN_SLOT_AP } from "../labels";
import { CharSlot } from "../table/CharSlot";
import { Action, Target, useTable } from "../table/ctx";
import { SpecialCard } from "./SpecialCard";

function Prophecy(props: { id: number; k?: string; testid?: string }) {
  const p = prophecy(props.id);
  const body = (
    <>
      <span class="pcode">{p.code}</span> <span class="ptext">{p.text}</span>
    </>
  );
  if (!props.k)
    return (
      <div class="prophecy" title={`${p.code}: ${p.text}`} data-testid={props.testid}>
        {body}
      </div>
    );
  return (
    <Target k={props.k} class="prophecy" title={`${p.code}: ${p.text}`} testid={props.testid}>
      {body}
    </Target>
  );
}

export function DarkAlley() {
  const t = useTable();
  const a = t.view.alley;
  if (!a) return null;
  return (
    <section id="alley" class="area alley" aria-label="Dark Alley" data-testid="alley">
      <h2>Dark Alley</h2>
      <div class="slots">
        {t.view.slots.dark_alley.map((who, i) => (
          <CharSlot k={`slot:dark_alley:${i}`} label={`+${MAIN_SLOT_AP[i]} AP`} who={who} blocked={t.view.slots.blocked[i]} />
        ))}
      </div>
      <h3>Special Assignment decks</h3>
      <div class="sdecks">
        {LOCATIONS.slice(0, 4).map((l, i) => {
          const top = a.deck_tops[i];
          return (
            <div class="deck" data-testid={`sdeck-${l}`}>
              <h4>
                {locationName(l)} <span class="muted">({a.deck_sizes[i]} left)</span>
              </h4>
              {top === null ? (
                <Target k={`alley:deck:${l}`} class="scard empty">
                  empty
                </Target>
              ) : (
                <SpecialCard id={top} k={`alley:deck:${l}`} testid={`sdeck-top-${l}`} />
              )}
            </div>
          );
        })}
      </div>
      <div class="muted" data-testid="sdiscards">
        Discard pile: {a.discards} card{a.discards === 1 ? "" : "s"}
      </div>
      {a.pending.length || a.active !== null || a.pile_size ? (
        <>
          <h3>Prophecies</h3>
          <div class="prophecies">
            <div class="active-prophecy" data-testid="prophecy-active">
              <strong>Active:</strong> {a.active === null ? <span class="muted">none</span> : <Prophecy id={a.active} />}
            </div>
            <div class="pending" data-testid="prophecy-pending">
              <strong>Pending:</strong>
              <ol>
                {a.pending.map((id, i) => (
                  <li>
                    <Prophecy id={id} k={`alley:pending:${i}`} testid={`prophecy-pending-${i}`} />
                  </li>
                ))}
              </ol>
              <Action k="alley:prophecies">Fortune Telling…</Action>
            </div>
            <div class="muted" data-testid="prophecy-pile">
              Prophecy pile: {a.pile_size} card{a.pile_size === 1 ? "" : "s"}
              {a.spent.length ? ` · spent: ${a.spent.map((id) => prophecy(id).code).join(", ")}` : ""}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
