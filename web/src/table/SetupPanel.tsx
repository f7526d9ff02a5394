// Set-up choices that are not on the board yet: Magicians, starting Tricks,
// starting Components and Specialists. Shown while set-up commands are legal.
import { catalog, magician } from "../catalog";
import { categoryName } from "../labels";
import { Action, Target, useTable } from "./ctx";
import { TrickCard } from "./TrickCard";

export function SetupPanel() {
  const t = useTable();
  const ph = t.view.phase.phase;
  if (ph !== "choose_magicians" && ph !== "choose_tricks" && ph !== "setup_boards") return null;
  const taken = new Set(t.view.players.map((p) => p.magician).filter((m) => m !== null));
  const startTricks = [...new Set(t.legal.flatMap((c) => (c.type === "choose_starting_trick" ? [c.trick] : [])))];
  const specialists = [...new Set(t.legal.flatMap((c) => (c.type === "choose_specialist" ? [c.choice.specialist] : [])))];
  return (
    <section class="area setup" aria-label="Set-up">
      <h2>Set-up</h2>
      {ph === "choose_magicians" ? (
        <div class="magicians">
          {catalog.magicians.map((m) => (
            <Target k={`magician:${m.id}`} class={`magician-card ${taken.has(m.id) ? "taken" : ""}`} title={`Ability: ${m.ability}`} testid={`magician-${m.id}`}>
              <strong>{m.name}</strong>
              <span>Favorite: {categoryName(m.favorite)}</span>
              {taken.has(m.id) ? <span class="muted">taken</span> : null}
            </Target>
          ))}
        </div>
      ) : null}
      {startTricks.length ? (
        <div class="tricks">
          {startTricks.map((id) => (
            <TrickCard id={id} k={`trick:${id}`} testid={`start-trick-${id}`} />
          ))}
        </div>
      ) : null}
      <Action k="setup:components">Choose starting Components…</Action>
      {specialists.map((s) => (
        <Action k={`specialist:${s}`}>{s === "engineer" ? "Engineer…" : s === "manager" ? "Manager…" : "Assistant"}</Action>
      ))}
      {ph === "choose_tricks" && !startTricks.length && t.me !== null ? <p class="muted">Waiting for the others' Trick choices.</p> : null}
      {ph === "choose_magicians" && t.me !== null && !t.legal.length ? <p class="muted">Waiting for the other players to choose a Magician ({magicianTakenText(taken)}).</p> : null}
    </section>
  );
}

function magicianTakenText(taken: Set<number | null>): string {
  const names = [...taken].filter((m): m is number => m !== null).map((m) => magician(m).name);
  return names.length ? `taken: ${names.join(", ")}` : "none taken yet";
}
