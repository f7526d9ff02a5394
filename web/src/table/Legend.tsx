// The table's legend: every symbol with its name and meaning (the Rules
// drawer's "Symbols" section), and on touch screens, where nothing hovers, a
// tap on a symbol or a titled mark shows its title in a small bubble.
import { useEffect, useState } from "preact/hooks";
import { board, componentInfo } from "../catalog";
import type { Component } from "../generated/Component";
import type { Dir } from "../generated/Dir";
import type { Symbol as MarkerSymbol } from "../generated/Symbol";
import { DieFace } from "../heir/DieFace";
import { Icon, ICON_IDS, LEGEND, legendGroupName } from "../icons";
import { FacingSketch, facingWords } from "../theater/Facing";
import { SYMBOL_CHAR, T } from "../text";

const DIRS: Dir[] = ["up", "right", "down", "left"];
const MARKER_SYMBOLS = Object.keys(SYMBOL_CHAR) as MarkerSymbol[];

/** A legend line's meaning; Components add their price from the catalog. */
function meaning(id: string): string {
  const l = LEGEND[id];
  const info = l.group === "Components" ? componentInfo(id as Component) : undefined;
  return info ? `${l.means}; ${T.legend.price(info.price)}` : l.means;
}

/** The "Symbols" section of the Rules drawer: one row per sprite symbol,
 * grouped, then the marks that are drawn rather than taken from the sprite. */
export function SymbolLegend() {
  const groups = [...new Set(ICON_IDS.map((id) => LEGEND[id]?.group ?? ""))];
  return (
    <section class="rules-section legend" data-testid="legend">
      <h3>{T.legend.title}</h3>
      <p class="muted small">{T.legend.intro}</p>
      {groups.map((g) => (
        <>
          <h4>{legendGroupName(g)}</h4>
          <dl>
            {ICON_IDS.filter((id) => (LEGEND[id]?.group ?? "") === g).map((id) => (
              <div class="legend-row" data-icon={id}>
                <dt>
                  <Icon n={id} /> {LEGEND[id].name}
                </dt>
                <dd>{meaning(id)}</dd>
              </div>
            ))}
          </dl>
        </>
      ))}
      <h4>{T.legend.markerSymbols}</h4>
      <dl>
        <div class="legend-row" data-mark="symbols">
          <dt>{MARKER_SYMBOLS.map((m) => SYMBOL_CHAR[m]).join(" ")}</dt>
          <dd>{T.legend.markerSymbolsMeans}</dd>
        </div>
        <div class="legend-row" data-mark="facing">
          <dt>
            {DIRS.map((d) => (
              <FacingSketch d={d} />
            ))}
          </dt>
          <dd>
            {T.legend.facingMeans} {DIRS.map(facingWords).join(", ")}.
          </dd>
        </div>
        <div class="legend-row" data-mark="heir-die">
          <dt>
            <DieFace cells={[true, false, true, false]} marks={["1", "2", "3", "4"]} words={`${T.legend.heirDie}: slot 1 and slot 3 covered`} /> {T.legend.heirDie}
          </dt>
          <dd>{T.legend.heirDieMeans}</dd>
        </div>
        <div class="legend-row" data-mark="wages">
          <dt>{T.legend.wages}</dt>
          <dd>{T.legend.wagesMeans(board.fame_per_unpaid_coin)}</dd>
        </div>
        <div class="legend-row" data-mark="academy-price">
          <dt>{T.legend.academyPrice}</dt>
          <dd>{T.legend.academyPriceMeans}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The title a tap on `el` shows: an icon's own name unless it sits in a
 * titled element, else the nearest title; nothing inside controls (a tap
 * there does what the control does, and board things pin their own note). */
export function tapTitle(el: Element): { text: string; at: Element } | null {
  if (el.closest("button, a, input, select, textarea, label, summary, [data-key]")) return null;
  const svg = el.closest("svg.icon, svg.die-face, svg.facing-sketch");
  if (svg && !svg.parentElement?.hasAttribute("title")) {
    const text = svg.querySelector(":scope > title")?.textContent ?? "";
    if (text) return { text, at: svg };
  }
  const titled = el.closest("[title]");
  const text = titled?.getAttribute("title") ?? "";
  return titled && text ? { text, at: titled } : null;
}

interface Bubble {
  text: string;
  left: number;
  top: number;
}

/** Mounted once per page: on a touch tap, the tapped symbol's title. */
export function TapLegend() {
  const [bubble, setBubble] = useState<Bubble | null>(null);
  useEffect(() => {
    let touch = false;
    const down = (e: PointerEvent) => {
      touch = e.pointerType === "touch" || e.pointerType === "pen";
    };
    const click = (e: MouseEvent) => {
      const hit = touch && e.target instanceof Element ? tapTitle(e.target) : null;
      if (!hit) return setBubble(null);
      const r = hit.at.getBoundingClientRect();
      const left = Math.max(8, Math.min(r.left + r.width / 2 - 140, window.innerWidth - 288));
      setBubble({ text: hit.text, left, top: r.bottom + 6 });
    };
    const away = () => setBubble(null);
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("click", click, true);
    window.addEventListener("scroll", away, { passive: true });
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("click", click, true);
      window.removeEventListener("scroll", away);
    };
  }, []);
  if (!bubble) return null;
  return (
    <div class="legend-pop" role="status" data-testid="legend-pop" style={{ left: `${bubble.left}px`, top: `${Math.min(bubble.top, window.innerHeight - 80)}px` }}>
      {bubble.text}
    </div>
  );
}
