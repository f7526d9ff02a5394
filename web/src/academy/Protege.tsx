// The Protégé's board extension on a player board (Dahlgaard's Academy): its
// three Secret spaces, top first, with the Action Points and wage printed
// next to each and the Secret on it (face up); the Protégé's Action Points
// and wage now; Anjali's Coin on an Apprentice and the Secret it lends (to
// others only once that Apprentice's card is revealed: the server sends it then).
// When Anjali may lend, the viewer's Secrets are offered again as "lend" things:
// click one, then the Apprentice (its Character on the board) to lend it.
import type { PlayerView } from "../generated/PlayerView";
import { characterName, T } from "../text";
import { Target, useTable } from "../table/ctx";
import { ACADEMY, lendKey, otherSpaceKey, secret, spaceKey } from "./cards";
import "./academy.css";

export function ProtegeBoard(props: { p: PlayerView; own: boolean }) {
  const t = useTable();
  const seat = props.p.seat;
  const pa = t.view.academy?.players.find((x) => x.seat === seat);
  if (!pa) return null;
  return (
    <div class="protege" data-testid={`protege-${seat}`}>
      <h3>
        {T.academy.protege} <span class="small muted">{T.academy.protegeNow(pa.protege_ap, pa.protege_wage)}</span>
      </h3>
      <div class="protege-spaces">
        {pa.secrets.map((id, k) => {
          const printed = ACADEMY.protege[k];
          const s = id === null ? null : secret(id);
          return (
            <Target
              k={props.own ? spaceKey(k) : otherSpaceKey(seat, k)}
              class={`pspace ${s ? "filled" : "empty"}`}
              label={`${T.academy.space(k)}: ${printed ? T.academy.printed(printed.ap, printed.wage) : ""}${s ? `, ${s.name}: ${s.text}` : `, ${T.own.empty}`}`}
              testid={`pspace-${seat}-${k}`}
            >
              <span class="printed">{printed ? T.academy.printedShort(printed.ap, printed.wage) : ""}</span>
              {s ? (
                <span class="secret-tile small">
                  <span class="sname">{s.name}</span>
                  <span class="stext">{s.text}</span>
                </span>
              ) : (
                <span class="muted small">{T.own.empty}</span>
              )}
            </Target>
          );
        })}
      </div>
      {props.own && t.legal.some((c) => c.type === "lend_secret") ? (
        <div class="protege-lend" data-testid={`lend-${seat}`}>
          <span class="small muted">{T.academy.lendTitle}</span>
          {pa.secrets.map((id) => {
            if (id === null) return null;
            const s = secret(id);
            return (
              <Target k={lendKey(id)} class="secret-tile small" label={T.academy.lendSecret(s.name, s.text)} testid={`lend-${seat}-${id}`}>
                <span class="sname">{s.name}</span>
              </Target>
            );
          })}
        </div>
      ) : null}
      {pa.lent ? (
        <div class="small" data-testid={`lent-${seat}`}>
          {T.academy.lent(characterName(pa.lent.character), pa.lent.secret === null ? null : secret(pa.lent.secret).name)}
        </div>
      ) : null}
    </div>
  );
}
