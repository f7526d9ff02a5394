// Market Row: the Buy area, the Order area, the Quick Order slot, prices and
// the four Character slots.
import type { Component } from "../generated/Component";
import { catalog, componentInfo } from "../catalog";
import { componentName, MAIN_SLOT_AP } from "../labels";
import { CharSlot } from "../table/CharSlot";
import { Target, useTable } from "../table/ctx";

function Comp(props: { c: Component | null }) {
  if (!props.c) return <span class="comp empty">empty</span>;
  return (
    <span class={`comp comp-${props.c}`}>
      {componentName(props.c)} <span class="price">{componentInfo(props.c).price}¢</span>
    </span>
  );
}

export function Market() {
  const t = useTable();
  const m = t.view.market;
  return (
    <section id="market" class="area market" aria-label="Market Row">
      <h2>Market Row</h2>
      <div class="slots">
        {t.view.slots.market_row.map((who, i) => (
          <CharSlot k={`slot:market_row:${i}`} label={`+${MAIN_SLOT_AP[i]} AP`} who={who} blocked={t.view.slots.blocked[i]} />
        ))}
      </div>
      <h3>Buy</h3>
      <div class="market-row">
        {m.buy.map((c, i) =>
          c ? (
            <Target k={`buy:${c}`} class="mslot" title={`Buy ${componentName(c)}`} testid={`buy-${i}`}>
              <Comp c={c} />
            </Target>
          ) : (
            <div class="mslot">
              <Comp c={null} />
            </div>
          ),
        )}
      </div>
      {m.extra.length ? (
        <>
          <h3>Beside the Buy area (Logistics, this turn)</h3>
          <div class="market-row" data-testid="market-extra">
            {m.extra.map((c) => (
              <Target k={`buy:${c}`} class="mslot" title={`Buy ${componentName(c)}`}>
                <Comp c={c} />
              </Target>
            ))}
          </div>
        </>
      ) : null}
      <h3>Order</h3>
      <div class="market-row">
        {m.order.map((c, i) => (
          <Target k={`order:${i}`} class="mslot" title={`Order slot ${i + 1}`}>
            <Comp c={c} />
          </Target>
        ))}
        <Target k="quick" class="mslot quick" title="Quick Order slot (arrives at once, costs 1 more)">
          <span class="qlabel">Quick</span>
          <Comp c={m.quick} />
        </Target>
      </div>
      <details class="prices">
        <summary>Prices</summary>
        <ul>
          {catalog.components.map((c) => (
            <li>
              {c.name}: {c.price}¢
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
