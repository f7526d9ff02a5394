// The Locations of the shared board (with the expansions' own), live or as they were.
import { Academy } from "../academy/Academy";
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
      <Academy />
      <Theater />
    </div>
  );
}
