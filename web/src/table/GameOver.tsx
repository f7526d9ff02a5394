// Game over: the winner, and each player's final scoring category by category,
// as cards that fit any screen; scrolled into view when the game ends.
import { useEffect, useRef } from "preact/hooks";
import { Icon } from "../icons";
import { T, trickName } from "../text";
import { seatName, useTable } from "./ctx";

export function GameOver() {
  const t = useTable();
  const s = t.view.scores;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (s) ref.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [s !== null]);
  if (!s) return null;
  const alley = t.view.alley !== null || s.scores.some((r) => r.specials || r.ft36.length);
  const ranked = [...s.scores].sort((a, b) => (a.seat === s.winner ? -1 : b.seat === s.winner ? 1 : b.total - a.total));
  const winner = s.scores.find((r) => r.seat === s.winner)!;
  return (
    <section ref={ref} class="area game-over" aria-label={T.over.title} data-testid="scores">
      <h2>
        <Icon n="trophy" /> {T.over.wins(seatName(t.lobby, s.winner), winner.total)}
      </h2>
      <div class="score-cards">
        {ranked.map((r, i) => {
          const ft = r.ft36.reduce((n, [, f]) => n + f, 0);
          const rows: [string, string, string?][] = [
            [T.over.fameBefore, String(r.fame_before)],
            [T.over.shards, `+${r.shards}`],
            [T.over.coins, `+${r.coins}`],
            [T.over.apprentices, `+${r.apprentices}`],
            [T.over.specialists, `+${r.specialists}`],
          ];
          if (alley) rows.push([T.over.specials, `+${r.specials}`], [T.over.ft36, `+${ft}`, r.ft36.map(([id, f]) => `${trickName(id)}: ${f}`).join(", ")]);
          if (r.powers) rows.push([T.over.powers, `+${r.powers}`]);
          return (
            <div class={`score-card seat-${r.seat} ${r.seat === s.winner ? "winner" : ""}`} data-testid={`score-${r.seat}`}>
              <h3>
                {T.over.place(i + 1)} <span class={`dot seat-${r.seat}`} /> {seatName(t.lobby, r.seat)}
              </h3>
              <dl>
                {rows.map(([k, v, title]) => (
                  <>
                    <dt>{k}</dt>
                    <dd title={title}>{v}</dd>
                  </>
                ))}
                <dt class="total">{T.over.total}</dt>
                <dd class="total">
                  <strong>{r.total}</strong>
                  <Icon n="fame" />
                </dd>
              </dl>
            </div>
          );
        })}
      </div>
      <p class="muted small">{T.over.tie}</p>
      <div class="over-links">
        <a class="button send" href="/" data-testid="new-game">
          {T.over.newGame}
        </a>
        <a class="button" href={`/g/${t.lobby?.game_id ?? ""}/replay`} data-testid="replay-link">
          {T.history.replay}
        </a>
      </div>
    </section>
  );
}
