// Downtown: the four Character slots, the six dice (Residence, Inn, Bank) and
// the Dahlgaard Residence's Trick decks, folded away unless a Trick may be
// learned now (or the player opens them).
import { useState } from "preact/hooks";
import type { Category } from "../generated/Category";
import type { DieFace } from "../generated/DieFace";
import type { DieId } from "../generated/DieId";
import { board, trick } from "../catalog";
import { Icon } from "../icons";
import { categoryName, characterName, DICE, dieFaceName, dieName, T } from "../text";
import { CharSlot } from "../table/CharSlot";
import { seatName, Target, useTable } from "../table/ctx";
import { duelCovered } from "../duel/cards";
import { TrickCard } from "../table/TrickCard";

const CATEGORIES: Category[] = ["escape", "spiritual", "mechanical", "optical"];
const mod = (m: number) => (m >= 0 ? `+${m}` : `−${-m}`);

function FaceIcon(props: { f: DieFace }) {
  const f = props.f;
  if (f === "x") return <span class="face-x">✕</span>;
  if (f === "any_trick") return <span class="face-any">?</span>;
  if (f === "hire_apprentice") return <Icon n="apprentice" />;
  if ("trick" in f) return <Icon n={f.trick} />;
  if ("hire" in f) return <Icon n={f.hire} />;
  return (
    <span class="face-coins">
      {f.coins}
      <Icon n="coin" />
    </span>
  );
}

function Die(props: { id: DieId }) {
  const t = useTable();
  const face = t.view.dice[DICE.indexOf(props.id)];
  return (
    <Target k={`die:${props.id}`} class="die" label={`${dieName(props.id)}: ${dieFaceName(face)}`} testid={`die-${props.id}`}>
      <FaceIcon f={face} />
      <span class="face-name">{dieFaceName(face)}</span>
    </Target>
  );
}

export function Downtown() {
  const t = useTable();
  const byCat = (c: Category) =>
    t.view.residence.filter((id) => trick(id).category === c).sort((a, b) => trick(a).threshold - trick(b).threshold || a - b);
  const inn = t.view.players.flatMap((p) =>
    p.characters.filter((c) => c.state === "inn").map((c) => T.possessive(seatName(t.lobby, p.seat), characterName(c.character))),
  );
  // Shown while a Trick may be learnt, or Downtown may be chosen for it (a click on a Trick proposes that placement).
  const learnable = t.reach.has("downtown") || t.view.residence.some((id) => t.hl.has(`trick:${id}`) || t.sel.keys.includes(`trick:${id}`) || t.sel.via?.then === `trick:${id}`);
  const [open, setOpen] = useState(false);
  const shown = open || learnable;
  return (
    <section id="downtown" class={`area downtown ${shown ? "wide" : ""}`} aria-label={T.area.downtown}>
      <h2>
        <Icon n="downtown" /> {T.area.downtown}
      </h2>
      <div class="slots">
        {t.view.slots.downtown.map((who, i) => (
          <CharSlot k={`slot:downtown:${i}`} label={`${T.area.downtown} ${T.area.slot(i)}`} mod={`${mod(board.main_slot_ap[i])} AP`} who={who} blocked={t.view.slots.blocked[i] || duelCovered(t.view, "downtown", i)} />
        ))}
      </div>
      <div class="dice-row">
        <div class="dice-group">
          <h3>{T.area.residenceDice}</h3>
          <Die id="residence1" />
          <Die id="residence2" />
        </div>
        <div class="dice-group">
          <h3>{T.area.inn}</h3>
          <Die id="inn_specialist" />
          <Die id="inn_apprentice" />
        </div>
        <div class="dice-group">
          <h3>{T.area.bank}</h3>
          <Die id="bank1" />
          <Die id="bank2" />
        </div>
      </div>
      {inn.length ? <div class="inn-guests muted">{T.area.atInn(inn.join(", "))}</div> : null}
      <div class="residence-head">
        <h3>
          {T.area.residence} <span class="muted">({T.area.residenceCount(t.view.residence.length)})</span>
        </h3>
        {!learnable ? (
          <button type="button" class="link-btn" aria-expanded={shown} onClick={() => setOpen(!open)} data-testid="residence-toggle">
            {shown ? T.area.hide : T.area.show}
          </button>
        ) : null}
      </div>
      {shown ? (
        <div class="residence" data-testid="residence">
          {CATEGORIES.map((c) => (
            <div class={`deck cat-${c}`}>
              <h4>
                <Icon n={c} /> {categoryName(c)}
              </h4>
              {byCat(c).map((id) => (
                <TrickCard id={id} k={`trick:${id}`} testid={`residence-${id}`} />
              ))}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
