// A Turn Setup die's face, drawn: a die with four cells, one per slot of its
// Location (the Theater die's: Thursday to Sunday); the two the face covers are
// filled and crossed. It draws the view's `covered` flags, nothing more.
const CELLS: [number, number][] = [
  [2.5, 2.5],
  [12.5, 2.5],
  [2.5, 12.5],
  [12.5, 12.5],
];

/** `cells`: the four slots (or weekdays) in order, true where covered, or null
 * when the view does not say (then the face's number, `face`, is drawn; "–"
 * before the die is rolled); `marks`: the cells' short names ("1".."4" or
 * "Th".."Su"); `words`: the face in words. */
export function DieFace(props: { cells: boolean[] | null; marks: string[]; words: string; face?: number | null }) {
  const cells = props.cells;
  return (
    <svg class="die-face" viewBox="0 0 24 24" role="img" aria-label={props.words} data-covers={cells ? cells.map((c) => (c ? 1 : 0)).join("") : "-"}>
      <title>{props.words}</title>
      <rect x="0.75" y="0.75" width="22.5" height="22.5" rx="4" fill="#fffdf6" stroke="#3b3226" stroke-width="1.3" />
      {cells === null ? (
        <text x="12" y="15.5" text-anchor="middle" font-size="9" fill="#8a7f70">
          {props.face ?? "–"}
        </text>
      ) : (
        CELLS.map(([x, y], i) => (
          <g class={cells[i] ? "cell covered" : "cell"}>
            <rect x={x} y={y} width="9" height="9" rx="1.5" fill={cells[i] ? "#3b3226" : "#fff"} stroke="#3b3226" stroke-width="0.8" />
            {cells[i] ? <path d={`M${x + 2} ${y + 2}l5 5M${x + 7} ${y + 2}l-5 5`} stroke="#fff" stroke-width="0.9" /> : null}
            {cells[i] ? null : (
              <text x={x + 4.5} y={y + 6.3} text-anchor="middle" font-size={props.marks[i].length > 1 ? 4.2 : 5.5} fill="#3b3226">
                {props.marks[i]}
              </text>
            )}
          </g>
        ))
      )}
    </svg>
  );
}
