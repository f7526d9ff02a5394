// A neutral gray Trick Marker printed on a Performance card (Duel of
// Magicians): nobody's, but its corners Link like a player's marker.
import type { GrayMarker } from "../generated/GrayMarker";
import { Icon } from "../icons";
import { categoryName, DIR_ARROW, dirName, T } from "../text";
import "../powers/powers.css";

export function GrayMarkerView(props: { g: GrayMarker }) {
  const g = props.g;
  return (
    <span class={`marker gray facing-${g.facing}`} title={T.duel.grayMarker(categoryName(g.category), dirName(g.facing))} data-testid="gray-marker">
      <span class="sym">◆</span>
      <Icon n={g.category} />
      <span class="facing">{DIR_ARROW[g.facing]}</span>
    </span>
  );
}
