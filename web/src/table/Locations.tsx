// The four Locations of the shared board, live or as they were.
import { DarkAlley } from "../alley/DarkAlley";
import { Downtown } from "../downtown/Downtown";
import { Market } from "../market/Market";
import { Theater } from "../theater/Theater";

export function Locations() {
  return (
    <div class="main-board">
      <Downtown />
      <Market />
      <DarkAlley />
      <Theater />
    </div>
  );
}
