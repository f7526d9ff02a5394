// Where a Trick marker points, drawn: a small Performance card with the
// marker in its middle and an arrow to the card edge its category corner
// faces. The words stay beside it (the sketch's title and label).
import type { Dir } from "../generated/Dir";
import { t } from "../i18n";
import { dirName } from "../text";

/** The arrow's tip and head for each direction on the 20x26 card (y grows downward). */
const TIP: Record<Dir, [number, number]> = { up: [10, 4], right: [16, 13], down: [10, 22], left: [4, 13] };
const HEAD: Record<Dir, string> = {
  up: "M10 2l-2.8 3.6h5.6z",
  down: "M10 24l-2.8-3.6h5.6z",
  left: "M2 13l3.6-2.8v5.6z",
  right: "M18 13l-3.6-2.8v5.6z",
};
const ROTATE: Record<Dir, number> = { up: 0, right: 90, down: 180, left: 270 };

const DIRS: readonly string[] = ["up", "right", "down", "left"];
/** Whether a composer option's value names a direction. */
export function isDir(v: string): v is Dir {
  return DIRS.includes(v);
}

export function facingWords(d: Dir): string {
  return t("ui-facing-words", { dir: dirName(d) });
}

/** `decorative`: beside its own words (a composer choice), so not read out. */
export function FacingSketch(props: { d: Dir; class?: string; decorative?: boolean }) {
  const [x, y] = TIP[props.d];
  const words = facingWords(props.d);
  const said = props.decorative ? { "aria-hidden": true as const } : { role: "img" as const, "aria-label": words };
  return (
    <svg class={`facing-sketch ${props.class ?? ""}`} viewBox="0 0 20 26" {...said} data-facing={props.d}>
      {props.decorative ? null : <title>{words}</title>}
      <rect x="1" y="1" width="18" height="24" rx="2" fill="#fbf5e6" stroke="#6b5330" stroke-width="1.2" />
      <rect x="6.5" y="9.5" width="7" height="7" rx="1" fill="#3a3a3a" transform={`rotate(${ROTATE[props.d]} 10 13)`} />
      <path d="M6.5 9.5h7v2h-7z" fill="#f2c230" transform={`rotate(${ROTATE[props.d]} 10 13)`} />
      <path d={`M10 13L${x} ${y}`} stroke="#b3263a" stroke-width="1.8" stroke-linecap="round" />
      <path d={HEAD[props.d]} fill="#b3263a" />
    </svg>
  );
}
