// Market Row: the four Character slots, the Buy area with prices, the Order
// area and the Quick Order slot, and every Component's price.
import type { Component } from "../generated/Component";
import { board, catalog, componentInfo } from "../catalog";
import { Icon } from "../icons";
import { componentName, T } from "../text";
import { CharSlot } from "../table/CharSlot";
import { Target, useTable } from "../table/ctx";
import { duelCovered } from "../duel/cards";

const mod = (m: number) => (m >= 0 ? `+${m}` : `−${-m}`);

function Comp(props: { c: Component | null }) {
  if (!props.c) return <span class="comp empty">{T.own.empty}</span>;
  return (
    <span class={`comp comp-${props.c}`}>
      <Icon n={props.c} />
      <span class="cn">{componentName(props.c)}</span>
      <span class="price">
        {componentInfo(props.c).price}
        <Icon n="coin" />
      </span>
    </span>
  );
}

export function Market() {
  const t = useTable();
  const m = t.view.market;
  return (
    <section id="market" class="area market" aria-label={T.area.market}>
      <h2>
        <Icon n="market_row" /> {T.area.market}
      </h2>
      <div class="slots">
        {t.view.slots.market_row.map((who, i) => (
          <CharSlot k={`slot:market_row:${i}`} label={`${T.area.market} ${T.area.slot(i)}`} mod={`${mod(board.main_slot_ap[i])} AP`} who={who} blocked={t.view.slots.blocked[i] || duelCovered(t.view, "market_row", i)} />
        ))}
      </div>
      <h3>{T.area.buy}</h3>
      <div class="market-row">
        {m.buy.map((c, i) =>
          c ? (
            <Target k={`buy:${c}`} class="mslot" label={`${T.area.buy} ${componentName(c)}`} testid={`buy-${i}`}>
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
          <h3>{T.area.extra}</h3>
          <div class="market-row" data-testid="market-extra">
            {m.extra.map((c) => (
              <Target k={`buy:${c}`} class="mslot" label={`${T.area.buy} ${componentName(c)}`}>
                <Comp c={c} />
              </Target>
            ))}
          </div>
        </>
      ) : null}
      <h3>{T.area.order}</h3>
      <div class="market-row">
        {m.order.map((c, i) => (
          <Target k={`order:${i}`} class="mslot" label={`${T.area.order} ${i + 1}`}>
            <Comp c={c} />
          </Target>
        ))}
        <Target k="quick" class="mslot quick" label={T.area.quickTitle}>
          <span class="qlabel">{T.area.quick}</span>
          <Comp c={m.quick} />
        </Target>
      </div>
      <div class="prices" aria-label={T.a11y.prices}>
        {catalog.components.map((c) => (
          <span class="price-tag" title={`${c.name}: ${T.area.price(c.price)}`}>
            <Icon n={c.component} />
            {c.price}
          </span>
        ))}
      </div>
    </section>
  );
}
