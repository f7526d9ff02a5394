// Turn counter, initiative order, Fame track and Advertise posters; room for
// the Dark Alley when that option is on.
import { Action, seatName, useTable } from "./ctx";
import { phaseName } from "../labels";

export function Track() {
  const t = useTable();
  const v = t.view;
  const byFame = [...v.players].sort((a, b) => b.fame - a.fame);
  return (
    <section class="area track" aria-label="Fame track and initiative">
      <div class="turn" data-testid="turn">
        Turn {Math.max(v.turn, 1)} of {v.last_turn} · {phaseName(v.phase)}
      </div>
      <div class="initiative">
        <strong>Initiative:</strong>{" "}
        {v.initiative.length
          ? v.initiative.map((s, i) => (
              <span class={`chip seat-${s}`}>
                {i + 1}. {seatName(t.lobby, s)}
                
              </span>
            ))
          : "not set yet"}
      </div>
      <div class="fame">
        <strong>Fame:</strong>{" "}
        {byFame.map((p) => (
          <span class={`chip seat-${p.seat}`}>
            {seatName(t.lobby, p.seat)} ★{p.fame}
          </span>
        ))}
      </div>
      <div class="posters">
        <strong>Posters:</strong>{" "}
        {v.players.map((p) => (
          <span class={`chip seat-${p.seat} ${p.advertised ? "" : "muted"}`}>
            {seatName(t.lobby, p.seat)}: {p.advertised ? "advertised" : "—"}
          </span>
        ))}
        <Action k="advertise">Advertise…</Action>
      </div>
      <div class="legend muted" title="Symbols">★ Fame · ¢ Coins · ◆ Shards · ▲ Trick Markers · FT Fame Threshold · Es/Sp/Me/Op Escape/Spiritual/Mechanical/Optical</div>
      {t.lobby?.options.dark_alley ? (
        <div class="dark-alley muted">
          Dark Alley{t.lobby.options.prophecies ? " · Prophecies" : ""}{t.lobby.options.fame_caps ? " · 20-Fame caps on end-game scoring" : ""}
        </div>
      ) : null}
    </section>
  );
}
