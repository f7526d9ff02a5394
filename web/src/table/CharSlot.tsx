// One Character slot on the main board or in the Theater.
import type { CharacterId } from "../generated/CharacterId";
import type { Seat } from "../generated/Seat";
import { characterName } from "../labels";
import { seatName, Target, useTable } from "./ctx";

export function CharSlot(props: { k: string; label: string; who: [Seat, CharacterId] | null; blocked?: boolean }) {
  const t = useTable();
  if (props.blocked)
    return (
      <div class="cslot blocked" title="Covered with fewer than four players">
        <span class="slabel">{props.label}</span>
        <span class="who">covered</span>
      </div>
    );
  return (
    <Target k={props.k} class="cslot" title={props.label}>
      <span class="slabel">{props.label}</span>
      {props.who ? (
        <span class={`who seat-${props.who[0]}`}>
          {seatName(t.lobby, props.who[0])}: {characterName(props.who[1])}
        </span>
      ) : (
        <span class="who empty">free</span>
      )}
    </Target>
  );
}
