// A Trick card with every printed fact: category, Fame Threshold, Components,
// yields, Trick Markers and Prepare cost.
import { trick } from "../catalog";
import { CATEGORY_ICON, categoryName, componentName, yieldName } from "../labels";
import { Target } from "./ctx";

export function trickFacts(id: number): string {
  const t = trick(id);
  const comps = t.components.map(([c, n]) => `${n} ${componentName(c)}`).join(", ");
  return `${t.name} — ${categoryName(t.category)}, Fame Threshold ${t.threshold}. Needs ${comps}. Yields ${yieldName(t.yields)}. ${t.markers} Trick Marker${t.markers > 1 ? "s" : ""} per Prepare (${t.prepare_ap} AP).`;
}

export function TrickCard(props: { id: number; k: string; extra?: preact.ComponentChildren; testid?: string }) {
  const t = trick(props.id);
  return (
    <Target k={props.k} class={`trick cat-${t.category}`} title={trickFacts(props.id)} testid={props.testid}>
      <div class="trick-head">
        <span class="name">{t.name}</span>
      </div>
      <div class="trick-body">
        <span class="cat" aria-label={categoryName(t.category)}>
          {CATEGORY_ICON[t.category]}
        </span>
        <span class="ft" title="Fame Threshold">
          FT{t.threshold}
        </span>
        <span class="needs">{t.components.map(([c, n]) => `${n}×${componentName(c)}`).join(" ")}</span>
        <span class="yields">
          {t.yields.fame ? `★${t.yields.fame} ` : ""}
          {t.yields.coins ? `¢${t.yields.coins} ` : ""}
          {t.yields.shards ? `◆${t.yields.shards} ` : ""}
        </span>
        <span class="markers" title="Trick Markers per Prepare">
          {t.markers}▲ {t.prepare_ap}AP
        </span>
      </div>
      {props.extra}
    </Target>
  );
}
