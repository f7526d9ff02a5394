// The final score table, category by category.
import { trickName } from "../labels";
import { seatName, useTable } from "./ctx";

export function Scores() {
  const t = useTable();
  const s = t.view.scores;
  if (!s) return null;
  // Dark Alley categories: unused Special Assignment cards, Fame-Threshold-36 Tricks.
  const alley = t.view.alley !== null || s.scores.some((r) => r.specials || r.ft36.length);
  return (
    <section class="area scores" aria-label="Final scores" data-testid="scores">
      <h2>Final scores — {seatName(t.lobby, s.winner)} wins</h2>
      <table>
        <thead>
          <tr>
            <th>Player</th>
            <th>Fame before</th>
            <th>Shards</th>
            <th>Coins</th>
            <th>Apprentices</th>
            <th>Specialists</th>
            {alley ? <th>Special cards</th> : null}
            {alley ? <th>FT36 Tricks</th> : null}
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {s.scores.map((r) => (
            <tr class={r.seat === s.winner ? "winner" : ""}>
              <td>{seatName(t.lobby, r.seat)}</td>
              <td>{r.fame_before}</td>
              <td>+{r.shards}</td>
              <td>+{r.coins}</td>
              <td>+{r.apprentices}</td>
              <td>+{r.specialists}</td>
              {alley ? <td>+{r.specials}</td> : null}
              {alley ? (
                <td title={r.ft36.map(([id, f]) => `${trickName(id)}: ${f} Fame`).join(", ")}>+{r.ft36.reduce((n, [, f]) => n + f, 0)}</td>
              ) : null}
              <td>
                <strong>{r.total}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
