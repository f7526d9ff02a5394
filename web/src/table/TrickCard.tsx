// A compact Trick card: category, name, Fame Threshold, the Components it
// needs, its yields per marker, and its markers and Prepare cost.
import { trick } from "../catalog";
import { Amount, Icon } from "../icons";
import { categoryName, componentName, T, trickFacts } from "../text";
import { Target } from "./ctx";

export function TrickCard(props: { id: number; k: string; testid?: string }) {
  const t = trick(props.id);
  return (
    <Target k={props.k} class={`trick cat-${t.category}`} label={trickFacts(props.id)} testid={props.testid}>
      <div class="trick-head">
        <Icon n={t.category} label={categoryName(t.category)} />
        <span class="name">{t.name}</span>
        <span class="ft" title={T.fameThreshold(t.threshold)}>
          {t.threshold}
          <Icon n="fame" />
        </span>
      </div>
      <div class="trick-body">
        <span class="needs">
          {t.components.map(([c, n]) => (
            <span class="need" title={`${n} ${componentName(c)}`}>
              {n}
              <Icon n={c} />
            </span>
          ))}
        </span>
        <span class="yields">
          {t.yields.fame ? <Amount n={t.yields.fame} icon="fame" label={T.amount.fame(t.yields.fame)} /> : null}
          {t.yields.coins ? <Amount n={t.yields.coins} icon="coin" label={T.amount.coins(t.yields.coins)} /> : null}
          {t.yields.shards ? <Amount n={t.yields.shards} icon="shard" label={T.amount.shards(t.yields.shards)} /> : null}
        </span>
        <span class="markers" title={T.markersPerPrepare(t.markers, t.prepare_ap)}>
          {t.markers}
          <Icon n="marker" />
          {t.prepare_ap}
          <Icon n="ap" />
        </span>
      </div>
    </Target>
  );
}
