// The game log in words, newest first; each line in the color of the seat
// whose move wrote it (the Heir's own, in a solo game, for what it did). A line (or "Look back") opens the table as it was then.
import { useState } from "preact/hooks";
import type { LogLine } from "../generated/LogLine";
import { formatMsg } from "../i18n";
import { T } from "../text";
import { lineSeat } from "./follow";

export function Log(props: { log: LogLine[]; lookBack?(version: number): void; current?: number; heirSeat?: number | null }) {
  const [all, setAll] = useState(false);
  const lines = [...props.log].reverse().slice(0, all ? 2000 : 60);
  const look = props.lookBack;
  return (
    <section id="log" class="area log" aria-label={T.area.log} data-area="log">
      <div class="log-head">
        <h2>{T.area.log}</h2>
        {look && props.current ? (
          <button type="button" class="link-btn" title={T.history.openTitle} onClick={() => look(Math.max(0, props.current! - 1))} data-testid="history-open">
            {T.history.open}
          </button>
        ) : null}
      </div>
      <ol class="log-lines" data-testid="log">
        {lines.map((l) => (
          <li class={`by seat-${lineSeat(l, props.heirSeat ?? null)}`}>
            {look ? (
              <button type="button" class="v link-btn" onClick={() => look(l.version)} title={T.history.openTitle}>
                #{l.version}
              </button>
            ) : (
              <span class="v">#{l.version}</span>
            )}{" "}
            {formatMsg(l.msg)}
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
