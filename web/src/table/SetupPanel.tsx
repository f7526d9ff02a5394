// Set-up choices that are not on the board yet: Magicians, starting Tricks,
// starting Components and Specialists. Shown while set-up is going on.
import { catalog, magician } from "../catalog";
import { Icon } from "../icons";
import { categoryName, T } from "../text";
import { Action, Target, useTable } from "./ctx";
import { TrickCard } from "./TrickCard";

export function SetupPanel() {
  const t = useTable();
  const ph = t.view.phase.phase;
  if (ph !== "choose_magicians" && ph !== "choose_tricks" && ph !== "setup_boards") return null;
  const taken = new Set(t.view.players.map((p) => p.magician).filter((m) => m !== null));
  const dark = t.view.alley !== null;
  const startTricks = [...new Set(t.legal.flatMap((c) => (c.type === "choose_starting_trick" ? [c.trick] : [])))];
  const specialists = [...new Set(t.legal.flatMap((c) => (c.type === "choose_specialist" ? [c.choice.specialist] : [])))];
  return (
    <section class="area setup" aria-label={T.area.setup}>
      <h2>{T.area.setup}</h2>
      {ph === "choose_magicians" ? (
        <div class="magicians">
          {(t.view.academy ? [...catalog.magicians, ...catalog.academy.magicians] : catalog.magicians).map((raw) => magician(raw.id)).map((m) => (
            <Target k={`magician:${m.id}`} class={`magician-card cat-${m.favorite} ${taken.has(m.id) ? "taken" : ""}`} label={`${m.name}. ${m.ability}: ${m.ability_text}`} testid={`magician-${m.id}`}>
              <span class="mhead">
                <Icon n="magician" /> <strong>{m.name}</strong>
              </span>
              <span class="mfav">
                <Icon n={m.favorite} /> {T.area.favorite(categoryName(m.favorite))}
              </span>
              {dark ? (
                <span class="mability">
                  <em>{m.ability}:</em> {m.ability_text}
                </span>
              ) : null}
              {taken.has(m.id) ? <span class="muted">{T.area.taken}</span> : null}
            </Target>
          ))}
        </div>
      ) : null}
      {startTricks.length ? (
        <div class="tricks start-tricks">
          {startTricks.map((id) => (
            <TrickCard id={id} k={`trick:${id}`} testid={`start-trick-${id}`} />
          ))}
        </div>
      ) : null}
      <Action k="setup:components">{T.area.startComponents}</Action>
      {specialists.map((s) => (
        <Action k={`specialist:${s}`}>{T.area.specialist[s]}</Action>
      ))}
      {ph === "choose_tricks" && !startTricks.length && t.me !== null ? <p class="muted">{T.area.waitTricks}</p> : null}
      {ph === "choose_magicians" && t.me !== null && !t.legal.length ? <p class="muted">{T.area.waitMagicians(magicianTakenText(taken))}</p> : null}
    </section>
  );
}

function magicianTakenText(taken: Set<number | null>): string {
  const names = [...taken].filter((m): m is number => m !== null).map((m) => magician(m).name);
  return names.length ? T.area.takenList(names.join(", ")) : T.area.noneTaken;
}
