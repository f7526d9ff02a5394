// Board keys of the Heir's things, shared by its board and the decision registry.
import type { Place } from "../generated/Place";

/** A Turn Setup die, by the Location it covers. */
export const heirDieKey = (p: Place) => `heirdie:${p}`;
