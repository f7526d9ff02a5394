// Downtown: the six dice (Residence, Inn, Bank), the Dahlgaard Residence's
// Trick decks and the four Character slots.
import type { Category } from "../generated/Category";
import type { DieId } from "../generated/DieId";
import { trick } from "../catalog";
import { CATEGORY_ICON, categoryName, characterName, DICE, dieFaceName, dieName, MAIN_SLOT_AP } from "../labels";
import { CharSlot } from "../table/CharSlot";
import { seatName, Target, useTable } from "../table/ctx";
import { TrickCard } from "../table/TrickCard";

const CATEGORIES: Category[] = ["escape", "spiritual", "mechanical", "optical"];

function Die(props: { id: DieId }) {
  const t = useTable();
  const face = t.view.dice[DICE.indexOf(props.id)];
  return (
    <Target k={`die:${props.id}`} class="die" title={`${dieName(props.id)}: ${dieFaceName(face)}`} testid={`die-${props.id}`}>
      {dieFaceName(face)}
    </Target>
  );
}

export function Downtown() {
  const t = useTable();
  const byCat = (c: Category) =>
    t.view.residence.filter((id) => trick(id).category === c).sort((a, b) => trick(a).threshold - trick(b).threshold || a - b);
  const inn = t.view.players.flatMap((p) =>
    p.characters.filter((c) => c.state === "inn").map((c) => `${seatName(t.lobby, p.seat)}'s ${characterName(c.character)}`),
  );
  return (
    <section id="downtown" class="area downtown" aria-label="Downtown">
      <h2>Downtown</h2>
      <div class="slots">
        {t.view.slots.downtown.map((who, i) => (
          <CharSlot k={`slot:downtown:${i}`} label={`+${MAIN_SLOT_AP[i]} AP`} who={who} blocked={t.view.slots.blocked[i]} />
        ))}
      </div>
      <div class="dice-row">
        <div class="dice-group">
          <h3>Residence</h3>
          <Die id="residence1" />
          <Die id="residence2" />
        </div>
        <div class="dice-group">
          <h3>Inn</h3>
          <Die id="inn_specialist" />
          <Die id="inn_apprentice" />
          {inn.length ? <span class="inn-guests">At the Inn: {inn.join(", ")}</span> : null}
        </div>
        <div class="dice-group">
          <h3>Bank</h3>
          <Die id="bank1" />
          <Die id="bank2" />
        </div>
      </div>
      <h3>Dahlgaard Residence</h3>
      <div class="residence">
        {CATEGORIES.map((c) => (
          <div class="deck">
            <h4>
              {CATEGORY_ICON[c]} {categoryName(c)}
            </h4>
            {byCat(c).map((id) => (
              <TrickCard id={id} k={`trick:${id}`} testid={`residence-${id}`} />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
