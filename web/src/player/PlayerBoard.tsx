// A player's board: Magician, Coins/Fame/Shards, Tricks with their markers,
// Components, Specialist extensions, Characters with their Assignment cards,
// the Workshop slots and (for the viewer only) the hand.
import type { CharacterView } from "../generated/CharacterView";
import type { PlayerView } from "../generated/PlayerView";
import { COMPONENTS, magician } from "../catalog";
import { categoryName, characterName, componentName, LOCATIONS, locationName, specialName, specialText, SYMBOL_CHAR } from "../labels";
import { SpecialCard } from "../alley/SpecialCard";
import { Action, seatName, Target, useTable } from "../table/ctx";
import { TrickCard } from "../table/TrickCard";

function charState(c: CharacterView): string {
  const s = c.state;
  if (s === "home") return "at home";
  if (s === "inn") return "at the Inn (joins at End Turn)";
  if (s === "idle") return "Idle";
  if (s === "supply") return "not hired";
  return "placed";
}

/** The Assignment card under a Character: face down for others during Assignment. */
export function cardText(c: CharacterView): string {
  if (c.card === null) return "no card";
  if (c.card === "face_down") return "face-down card";
  // A Special Assignment card is named only once revealed (or to its owner, who
  // always sees it revealed); never while face down.
  if (c.special !== null) return `${locationName(c.card.revealed)} card: ${specialName(c.special)}`;
  return `${locationName(c.card.revealed)} card`;
}

function Character(props: { p: PlayerView; c: CharacterView; own: boolean }) {
  const { c, p } = props;
  const inner = (
    <>
      <span class="cname">{characterName(c.character)}</span>
      <span class="cstate">{charState(c)}</span>
      <span
        class={`ccard ${c.card === "face_down" ? "facedown" : ""}`}
        data-testid={`card-${p.seat}-${c.character}`}
        title={c.special !== null && c.card !== null && c.card !== "face_down" ? specialText(c.special) : undefined}
      >
        {cardText(c)}
      </span>
    </>
  );
  if (!props.own)
    return (
      <div class="character" data-testid={`char-${p.seat}-${c.character}`}>
        {inner}
      </div>
    );
  return (
    <Target k={`char:${c.character}`} class="character" testid={`char-${p.seat}-${c.character}`}>
      {inner}
    </Target>
  );
}

export function PlayerBoard(props: { p: PlayerView }) {
  const t = useTable();
  const p = props.p;
  const own = t.me === p.seat;
  const mag = p.magician === null ? null : magician(p.magician);
  const acting = t.view.phase.phase === "place_characters" ? t.view.phase.acting : null;
  return (
    <section class={`area board seat-${p.seat} ${own ? "own" : ""}`} aria-label={`${seatName(t.lobby, p.seat)}'s board`} data-testid={`board-${p.seat}`}>
      <h2>
        <span class={`dot seat-${p.seat}`} /> {seatName(t.lobby, p.seat)}
        {own ? " (you)" : ""}
        {t.state.waiting_for.includes(p.seat) ? <span class="turn-flag">to move</span> : null}
      </h2>
      <div class="stats">
        <span title="Fame">★ {p.fame}</span>
        <span title="Coins">¢ {p.coins}</span>
        <span title="Trickerion Shards">◆ {p.shards}</span>
        <span title="Assignment cards in hand (Permanent and Special)" data-testid={`hand-size-${p.seat}`}>
          {p.hand_size} cards in hand
        </span>
        {p.initiative_slot ? <span title="Initiative slot">#{p.initiative_slot}</span> : null}
        {p.advertised ? <span title="Advertised this turn">poster out</span> : null}
        {p.ability_used ? <span title="The Magician's ability is used">ability used</span> : null}
      </div>
      {mag ? (
        <div class="magician" title={`Ability: ${mag.ability}`}>
          {mag.name} — Favorite: {categoryName(mag.favorite)}
        </div>
      ) : (
        <div class="magician muted">no Magician yet</div>
      )}
      <h3>Tricks</h3>
      <div class="tricks">
        {p.tricks.length === 0 ? <span class="muted">none</span> : null}
        {p.tricks.map((o) => (
          <TrickCard
            id={o.trick}
            k={own ? `own:${o.trick}` : `other:${p.seat}:${o.trick}`}
            extra={
              <div class="owned">
                {SYMBOL_CHAR[o.symbol]} · {o.markers} marker{o.markers === 1 ? "" : "s"} on the card{o.engineer_slot ? " · Engineer's slot" : ""}
                {p.enhanced_tricks.includes(o.trick) ? " · Enhanced" : ""}
              </div>
            }
          />
        ))}
      </div>
      <h3>Components</h3>
      <div class="components">
        {COMPONENTS.map((c, i) =>
          p.components[i] > 0 ? (
            <Target k={own ? `comp:${c}` : `ocomp:${p.seat}:${c}`} class={`comp comp-${c}`} title={componentName(c)}>
              {p.components[i]}× {componentName(c)}
            </Target>
          ) : null,
        )}
        {p.components.every((n) => n === 0) ? <span class="muted">none</span> : null}
      </div>
      {p.multi_slots.some((m) => m) ? (
        <div class="extension">Manager's Multi slots: {p.multi_slots.map((m) => (m ? componentName(m) : "empty")).join(", ")}</div>
      ) : null}
      {p.assistant_slot ? <div class="extension">Assistant's Apprentice slot: {characterName(p.assistant_slot)}</div> : null}
      <h3>Characters</h3>
      <div class="characters">
        {p.characters.map((c) => (
          <Character p={p} c={c} own={own} />
        ))}
      </div>
      {own ? (
        <div class="workshop">
          <Target k="slot:workshop:0" class="cslot">
            Workshop slot 1
          </Target>
          <Target k="slot:workshop:1" class="cslot">
            Workshop slot 2
          </Target>
        </div>
      ) : null}
      {own && p.hand ? (
        <div class="hand" data-testid="hand">
          <h3>Your hand</h3>
          {LOCATIONS.map((l, i) =>
            p.hand![i] > 0 ? (
              <Target k={`hand:${l}`} class="hcard" testid={`hand-${l}`}>
                {locationName(l)} ×{p.hand![i]}
              </Target>
            ) : null,
          )}
          <Action k="confirm">Done assigning</Action>
        </div>
      ) : null}
      {own && p.specials && p.specials.length ? (
        <div class="hand specials" data-testid="specials">
          <h3>Your Special Assignment cards</h3>
          {p.specials.map((id) => (
            <SpecialCard id={id} k={`special:${id}`} testid={`special-${id}`} />
          ))}
        </div>
      ) : null}
      {own ? <Action k="decline_ability">Do not use the ability</Action> : null}
      {own && acting && acting.seat === p.seat ? (
        <div class="acting">
          {characterName(acting.character)}: {acting.ap} Action Point{acting.ap === 1 ? "" : "s"} left
          {acting.pending_links ? `, ${acting.pending_links} Link Bonus to take` : ""}
          <Action k="link_bonus">Take Link Bonus…</Action>
          <Action k="end_actions">End Actions</Action>
        </div>
      ) : null}
    </section>
  );
}
