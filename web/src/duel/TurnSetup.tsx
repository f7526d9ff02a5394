// Duel of Magicians on the table: this turn's Turn Setup card and the next
// one (always face up), each with the slots and weekdays it covers.
import { Icon } from "../icons";
import { useTable } from "../table/ctx";
import { locationName, T, turnSetupFacts, WEEKDAYS, weekdayName } from "../text";
import { turnSetup } from "./cards";
import "../powers/powers.css";

/** Four slots, the covered ones filled: "■□■□". */
function cover(pair: [number, number]): string {
  return [0, 1, 2, 3].map((i) => (pair.includes(i) ? "■" : "□")).join("");
}

function Card(props: { label: string; id: number | null; darkAlley: boolean }) {
  if (props.id === null)
    return (
      <div class="ts-card empty">
        <strong>{props.label}</strong>: {T.duel.none}
      </div>
    );
  const c = turnSetup(props.id).card;
  return (
    <div class="ts-card" title={turnSetupFacts(props.id, props.darkAlley)} data-testid={`turn-setup-${props.label === T.duel.now ? "now" : "next"}`}>
      <div>
        <strong>{props.label}</strong>: {c.code}
      </div>
      <div class="ts-row">
        {locationName("downtown")} <span class="cov">{cover(c.downtown)}</span>
      </div>
      <div class="ts-row">
        {locationName("market_row")} <span class="cov">{cover(c.market_row)}</span>
      </div>
      {props.darkAlley ? (
        <div class="ts-row">
          {locationName("dark_alley")} <span class="cov">{cover(c.dark_alley)}</span>
        </div>
      ) : null}
      <div class="ts-row">
        {locationName("theater")}{" "}
        <span>
          {WEEKDAYS.filter((d) => c.theater.includes(d))
            .map(weekdayName)
            .join(", ")}
        </span>
      </div>
    </div>
  );
}

export function TurnSetupPanel() {
  const t = useTable();
  const d = t.view.duel;
  if (!d) return null;
  const da = t.view.alley !== null;
  return (
    <section class="area turn-setup" aria-label={T.duel.title} data-testid="turn-setup">
      <h2>
        <Icon n="theater" /> {T.duel.title}
      </h2>
      <div class="ts-cards">
        <Card label={T.duel.now} id={d.current} darkAlley={da} />
        <Card label={T.duel.next} id={d.next} darkAlley={da} />
      </div>
      <div class="muted small">{T.duel.left(d.deck_size)}</div>
    </section>
  );
}
