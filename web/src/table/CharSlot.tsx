// One Character slot on the main board or in the Theater: its Action Point
// modifier printed on it, and who stands there.
import type { CharacterId } from "../generated/CharacterId";
import type { Seat } from "../generated/Seat";
import { Icon } from "../icons";
import { characterName, T } from "../text";
import { seatName, Target, useTable } from "./ctx";

export function CharSlot(props: { k: string; label: string; mod?: string; who: [Seat, CharacterId] | null; blocked?: boolean; class?: string }) {
  const t = useTable();
  if (props.blocked)
    return (
      <div class="cslot blocked" title={T.area.coveredTitle} data-key={props.k}>
        <span class="slabel">{props.mod ?? props.label}</span>
        <span class="who">{T.area.covered}</span>
      </div>
    );
  const who = props.who;
  return (
    <Target
      k={props.k}
      class={`cslot ${props.class ?? ""}`}
      label={`${props.label}: ${who ? T.possessive(seatName(t.lobby, who[0]), characterName(who[1])) : T.area.free}`}
    >
      <span class="slabel">{props.mod ?? props.label}</span>
      {who ? (
        <span class={`who seat-${who[0]}`}>
          <span class={`disk small seat-${who[0]}`}>
            <Icon n={who[1].startsWith("apprentice") ? "apprentice" : who[1]} />
          </span>
          <span class="wname">{seatName(t.lobby, who[0])}</span>
        </span>
      ) : (
        <span class="who empty">{T.area.free}</span>
      )}
    </Target>
  );
}
