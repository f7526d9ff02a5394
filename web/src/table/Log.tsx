// The game log in words, newest first.
import { useTable } from "./ctx";
import type { LogLine } from "../generated/LogLine";

export function Log(props: { log: LogLine[] }) {
  useTable();
  const lines = [...props.log].reverse();
  return (
    <section id="log" class="area log" aria-label="Game log">
      <h2>Game log</h2>
      <ol class="log-lines" data-testid="log">
        {lines.map((l) => (
          <li>
            <span class="v">#{l.version}</span> {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
