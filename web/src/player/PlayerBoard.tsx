// Players' boards. The viewer's own board (docked beside the shared board):
// Magician, Coins/Fame/Shards, Wages due, Characters with their cards, hand,
// Tricks with what they need, Components, the Workshop and Specialist slots, and
// the deliberate "Give back…". Opponents' boards: the same facts, compact, with
// their presence and last move. Hidden cards stay hidden: the server never sends them.
import { useState } from "preact/hooks";
import type { CharacterView } from "../generated/CharacterView";
import type { PlayerView } from "../generated/PlayerView";
import type { OwnedTrick } from "../generated/OwnedTrick";
import { board, COMPONENTS, magician, trick } from "../catalog";
import { Amount, Icon } from "../icons";
import { otherCharacter, otherComponent, otherTrick } from "../keys";
import { categoryName, characterName, componentName, LOCATIONS, locationName, specialName, SYMBOL_CHAR, T, trickRowWords } from "../text";
import { SpecialCard } from "../alley/SpecialCard";
import { Action, seatName, Target, useTable } from "../table/ctx";
import { PowerBoard } from "../powers/PowerBoard";
import { ProtegeBoard } from "../academy/Protege";

function charState(c: CharacterView): string {
  const s = c.state;
  if (typeof s === "string") return T.own.state[s] ?? s;
  return T.own.state.placed;
}

/** The Assignment card under a Character: face down for others during Assignment. */
export function cardText(c: CharacterView): string {
  if (c.card === null) return T.own.card.none;
  if (c.card === "face_down") return T.own.card.faceDown;
  // A Special Assignment card is named only once revealed (or to its owner, who
  // always sees it revealed); never while face down.
  if (c.special !== null) return T.own.card.special(locationName(c.card.revealed), specialName(c.special));
  return T.own.card.revealed(locationName(c.card.revealed));
}

const charIcon = (id: string) => (id.startsWith("apprentice") ? "apprentice" : id);

/** A Character with its card and state (also the Heir's, on its board). */
export function Character(props: { p: { seat: number }; c: CharacterView; own: boolean }) {
  const { c, p } = props;
  const loc = c.card && c.card !== "face_down" ? c.card.revealed : null;
  const inner = (
    <>
      <span class={`disk seat-${p.seat}`}>
        <Icon n={charIcon(c.character)} />
      </span>
      <span class="cbody">
        <span class="cname">{characterName(c.character)}</span>
        <span class={`ccard ${c.card === "face_down" ? "facedown" : ""}`} data-testid={`card-${p.seat}-${c.character}`}>
          {cardText(c)}
        </span>
        <span class="cstate">{charState(c)}</span>
      </span>
      {loc ? <Icon n={loc} class="cloc" /> : null}
    </>
  );
  return (
    <Target
      k={props.own ? `char:${c.character}` : otherCharacter(p.seat, c.character)}
      class={`character ${typeof c.state === "object" ? "placed" : c.state}`}
      testid={`char-${p.seat}-${c.character}`}
      label={`${characterName(c.character)}: ${cardText(c)}, ${charState(c)}`}
    >
      {inner}
    </Target>
  );
}

/** Coins, Fame, Shards... and the Wages due at End Turn: during Assignment
 * (`planning`) the Wages planned by the cards under the Characters. */
function Stats(props: { p: PlayerView; wages: boolean; planning?: boolean }) {
  const p = props.p;
  const due = props.planning ? p.wages_planned : p.wages_due;
  return (
    <div class="stats">
      <Amount n={p.coins} icon="coin" label={`${p.coins} ${T.own.coins}`} />
      <Amount n={p.fame} icon="fame" label={`${p.fame} ${T.own.fame}`} />
      <Amount n={p.shards} icon="shard" label={`${p.shards} ${T.own.shards}`} />
      <span class="stat" title={T.own.handSize} data-testid={`hand-size-${p.seat}`}>
        {T.own.cards(p.hand_size)}
      </span>
      {p.initiative_slot ? <span class="stat">{T.own.initiative(p.initiative_slot)}</span> : null}
      {p.advertised ? (
        <span class="stat">
          <Icon n="poster" /> {T.own.poster}
        </span>
      ) : null}
      {props.wages ? (
        <span class="stat wages" data-testid={`wages-${p.seat}`}>
          {props.planning ? T.own.wagesPlanned(due, p.coins) : T.own.wages(due)}
        </span>
      ) : null}
      {props.wages && due > p.coins ? (
        <span class="stat wages-short" role="note" data-testid={`wages-short-${p.seat}`}>
          <Icon n="warning" /> {T.own.wagesShort(due - p.coins, Math.min(board.fame_per_unpaid_coin * (due - p.coins), p.fame))}
        </span>
      ) : null}
    </div>
  );
}

/** One Trick: category, name, marker symbol, markers on the card, what it needs
 * (the owner's own Components checked off) and what each marker yields. */
function TrickRow(props: { p: PlayerView; o: OwnedTrick; own: boolean }) {
  const { p, o } = props;
  const info = trick(o.trick);
  const enhanced = p.enhanced_tricks.includes(o.trick);
  const have = info.components.every(([c, n]) => p.components[COMPONENTS.indexOf(c)] >= n);
  const bonus = enhanced ? 1 : 0;
  const words = trickRowWords(o.trick, SYMBOL_CHAR[o.symbol], o.markers, props.own ? have : null, bonus, bonus);
  return (
    <Target k={props.own ? `own:${o.trick}` : otherTrick(p.seat, o.trick)} class={`trick-row cat-${info.category}`} label={words}>
      <Icon n={info.category} label={categoryName(info.category)} />
      <span class="tname">
        {info.name} <span class="sym">{SYMBOL_CHAR[o.symbol]}</span>
      </span>
      <span class="tmarkers" title={T.own.onCard}>
        {o.markers}
        <Icon n="marker" />
      </span>
      <span class="tneeds">
        {info.components.map(([c, n]) => (
          <span class={`need ${p.components[COMPONENTS.indexOf(c)] >= n ? "met" : ""}`} title={`${n} ${componentName(c)}`}>
            {n}
            <Icon n={c} />
          </span>
        ))}
      </span>
      <span class="tyields">
        {info.yields.fame ? <Amount n={info.yields.fame + (enhanced ? 1 : 0)} icon="fame" label={T.amount.fame(info.yields.fame + (enhanced ? 1 : 0))} /> : null}
        {info.yields.coins ? <Amount n={info.yields.coins + (enhanced ? 1 : 0)} icon="coin" label={T.amount.coins(info.yields.coins + (enhanced ? 1 : 0))} /> : null}
        {info.yields.shards ? <Amount n={info.yields.shards} icon="shard" label={T.amount.shards(info.yields.shards)} /> : null}
      </span>
      {o.engineer_slot || enhanced ? (
        <span class="tflags">
          {o.engineer_slot ? T.own.engineerSlot : ""}
          {enhanced ? ` ${T.own.enhanced}` : ""}
        </span>
      ) : null}
    </Target>
  );
}

function Components(props: { p: PlayerView; own: boolean }) {
  const p = props.p;
  const any = p.components.some((n) => n > 0);
  return (
    <div class="components">
      {COMPONENTS.map((c, i) =>
        p.components[i] > 0 ? (
          <Target k={props.own ? `comp:${c}` : otherComponent(p.seat, c)} class={`comp comp-${c}`} label={`${p.components[i]} ${componentName(c)}`}>
            <Icon n={c} />
            <span class="n">{p.components[i]}</span>
          </Target>
        ) : null,
      )}
      {!any ? <span class="muted">{T.own.none}</span> : null}
      {p.multi_slots.some((m) => m) ? (
        <span class="extension">
          {T.own.multi}: {p.multi_slots.map((m) => (m ? componentName(m) : T.own.empty)).join(", ")}
        </span>
      ) : null}
    </div>
  );
}

function MagicianLine(props: { p: PlayerView }) {
  const t = useTable();
  const mag = props.p.magician === null ? null : magician(props.p.magician);
  if (!mag) return <div class="magician muted">{T.own.noMagician}</div>;
  return (
    <Target k={`magician:${props.p.magician}`} class="magician" label={mag.name}>
      <Icon n="magician" />
      <span>
        <strong>{mag.name}</strong> — {T.area.favorite(categoryName(mag.favorite))}
        {t.view.alley ? (
          <span class="ability">
            {" "}
            · {mag.ability}
            {props.p.ability_used ? ` (${T.own.abilityUsed})` : ""}
          </span>
        ) : null}
      </span>
    </Target>
  );
}

/** The viewer's own board, docked. */
export function OwnBoard(props: { p: PlayerView }) {
  const t = useTable();
  const p = props.p;
  return (
    <section class={`area board own seat-${p.seat}`} aria-label={T.own.title(seatName(t.lobby, p.seat))} data-testid={`board-${p.seat}`} data-area="own-board" id="me">
      <h2>
        <span class={`dot seat-${p.seat}`} /> {T.own.title(seatName(t.lobby, p.seat))}
      </h2>
      <MagicianLine p={p} />
      <Stats
        p={p}
        wages={p.wages_due > 0 || t.view.phase.phase === "place_characters" || t.view.phase.phase === "assignment"}
        planning={t.view.phase.phase === "assignment"}
      />
      <div class="characters">
        {p.characters.map((c) => (
          <Character p={p} c={c} own />
        ))}
      </div>
      {p.hand ? (
        <div class="hand" data-testid="hand">
          {LOCATIONS.map((l, i) =>
            p.hand![i] > 0 ? (
              <Target k={`hand:${l}`} class={`hcard loc-${l}`} testid={`hand-${l}`} label={`${locationName(l)} ×${p.hand![i]}`}>
                <Icon n={l} />
                <span>{locationName(l)}</span>
                <span class="n">×{p.hand![i]}</span>
              </Target>
            ) : null,
          )}
          <Action k="confirm">{T.own.doneAssigning}</Action>
        </div>
      ) : null}
      {p.specials && p.specials.length ? (
        <div class="specials" data-testid="specials">
          <h3>{T.own.specials}</h3>
          {p.specials.map((id) => (
            <SpecialCard id={id} k={`special:${id}`} testid={`special-${id}`} />
          ))}
        </div>
      ) : null}
      <PowerBoard p={p} own />
      <ProtegeBoard p={p} own />
      <h3>{T.own.tricks}</h3>
      <div class="tricks">
        {p.tricks.length === 0 ? <span class="muted">{T.own.none}</span> : null}
        {p.tricks.map((o) => (
          <TrickRow p={p} o={o} own />
        ))}
      </div>
      <h3>{T.own.components}</h3>
      <Components p={p} own />
      <div class="workshop">
        <span class="wlabel">
          <Icon n="workshop" /> {T.own.workshop}
        </span>
        {[0, 1].map((i) => {
          const who = p.characters.find((c) => typeof c.state === "object" && "workshop" in c.state.placed && c.state.placed.workshop === i);
          return (
            <Target k={`slot:workshop:${i}`} class="cslot small" label={T.own.workshopSlot(i)}>
              {who ? characterName(who.character) : T.own.workshopSlot(i)}
            </Target>
          );
        })}
        {p.assistant_slot ? (
          <span class="extension">
            {T.own.assistantSlot}: {characterName(p.assistant_slot)}
          </span>
        ) : null}
      </div>
      <div class="board-actions">
        <Action k="giveback" class="quiet">
          {T.own.giveBack}
        </Action>
      </div>
    </section>
  );
}

/** Another player's board, compact, with presence and last move. */
export function OpponentBoard(props: { p: PlayerView; lastMove: string | null }) {
  const t = useTable();
  const [open, setOpen] = useState(false);
  const p = props.p;
  const info = t.lobby?.seats[p.seat];
  const online = info?.connected ?? false;
  const toMove = t.state.waiting_for.includes(p.seat);
  return (
    <section class={`area board opp seat-${p.seat} ${open ? "open" : ""}`} aria-label={T.a11y.boardOf(seatName(t.lobby, p.seat))} data-testid={`board-${p.seat}`}>
      <h2>
        <span class={`presence ${online ? "on" : "off"}`} title={info?.bot ? T.top.bot : online ? T.top.online : T.top.offline} />{" "}
        <span class={`dot seat-${p.seat}`} /> {seatName(t.lobby, p.seat)}
        {info?.bot ? <span class="muted small"> ({T.top.bot})</span> : null}
        {toMove ? <span class="turn-flag">{T.own.toMove}</span> : null}
        <button type="button" class="link-btn fold" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? T.area.hide : T.own.more}
        </button>
      </h2>
      <MagicianLine p={p} />
      <Stats p={p} wages={p.wages_due > 0} />
      <div class="opp-details">
        <div class="characters compact">
          {p.characters.map((c) => (
            <Character p={p} c={c} own={false} />
          ))}
        </div>
        <div class="tricks compact">
          {p.tricks.map((o) => (
            <TrickRow p={p} o={o} own={false} />
          ))}
        </div>
        <Components p={p} own={false} />
        <PowerBoard p={p} own={false} />
        <ProtegeBoard p={p} own={false} />
      </div>
      {props.lastMove ? (
        <div class={`last-move seat-${p.seat}`} data-testid={`last-move-${p.seat}`}>
          <strong>{T.own.lastMove}:</strong> {props.lastMove}
        </div>
      ) : null}
    </section>
  );
}

