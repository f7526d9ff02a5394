// The game log in words, newest first; each line in the color of the seat
// whose move wrote it.
import { useState } from "preact/hooks";
import type { LogLine } from "../generated/LogLine";
import { T } from "../text";

export function Log(props: { log: LogLine[] }) {
  const [all, setAll] = useState(false);
  const lines = [...props.log].reverse().slice(0, all ? 2000 : 60);
  return (
    <section id="log" class="area log" aria-label={T.area.log} data-area="log">
      <h2>{T.area.log}</h2>
      <ol class="log-lines" data-testid="log">
        {lines.map((l) => (
          <li class={`by seat-${l.by}`}>
            <span class="v">#{l.version}</span> {l.text}
          </li>
        ))}
      </ol>
      {!all && props.log.length > 60 ? (
        <button type="button" class="link-btn" onClick={() => setAll(true)}>
          {T.area.olderLines(props.log.length - 60)}
        </button>
      ) : null}
    </section>
  );
}
