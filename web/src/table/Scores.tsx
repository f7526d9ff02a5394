// The final score table, category by category.
import { seatName, useTable } from "./ctx";

export function Scores() {
  const t = useTable();
  const s = t.view.scores;
  if (!s) return null;
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
