// The Fame track: every player's marker on one line, so the race is seen at a
// glance (the Initiative Order follows it: least Fame acts first).
import { Icon } from "../icons";
import { T } from "../text";
import { seatName, useTable } from "./ctx";

export function FameTrack() {
  const t = useTable();
  // Dahlgaard's Heir is no player of the view, but races on the same track.
  const players: { seat: number; fame: number }[] = [...t.view.players, ...(t.view.heir ? [{ seat: t.view.heir.seat, fame: t.view.heir.fame }] : [])];
  const top = Math.max(30, ...players.map((p) => p.fame + 5));
  const max = Math.ceil(top / 10) * 10;
  const ticks = Array.from({ length: max / 5 + 1 }, (_, i) => i * 5);
  // Markers on the same Fame stack up.
  const seen = new Map<number, number>();
  const tallest = Math.max(...players.map((p) => players.filter((q) => q.fame === p.fame).length));
  return (
    <section class="area fame-track" aria-label={T.top.fame} data-testid="fame-track" style={{ paddingTop: `${0.6 + tallest * 0.8}rem` }}>
      <div class="track-line">
        {ticks.map((n) => (
          <span class="tick" style={{ left: `${(n / max) * 100}%` }}>
            {n}
          </span>
        ))}
        {players.map((p) => {
          const stack = seen.get(p.fame) ?? 0;
          seen.set(p.fame, stack + 1);
          return (
            <span
              class={`fame-marker seat-${p.seat}`}
              style={{ left: `${(Math.min(p.fame, max) / max) * 100}%`, top: `${-0.35 - stack * 0.75}rem` }}
              title={`${seatName(t.lobby, p.seat)}: ${T.amount.fame(p.fame)}`}
              aria-label={`${seatName(t.lobby, p.seat)}: ${T.amount.fame(p.fame)}`}
            >
              <Icon n="fame" />
            </span>
          );
        })}
      </div>
    </section>
  );
}
