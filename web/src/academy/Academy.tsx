// Dahlgaard's Academy (expansion, provisional content): its four Character
// slots, the ten wings (Classrooms above, Practice Rooms below, A to E) under
// Ruins, run-down with their renovation prices, or renovated with a tile whose
// two slots hold Academy markers; the two face-up Secrets and the face-down
// deck's size; each player's Banners. Shown only in Academy games.
import { board } from "../catalog";
import type { AcademyMarkerView } from "../generated/AcademyMarkerView";
import type { WingView } from "../generated/WingView";
import { Icon } from "../icons";
import { SYMBOL_CHAR, T, trickName } from "../text";
import { CharSlot } from "../table/CharSlot";
import { seatName, Target, useTable } from "../table/ctx";
import { duelCovered } from "../duel/cards";
import { ACADEMY, classSlotShort, classSlotText, secret, secretKey, spotKey, tileText, upgradeShort, upgradeText, wingKey, wingName, yieldText } from "./cards";
import "./academy.css";

const mod = (m: number) => (m >= 0 ? `+${m}` : `−${-m}`);

function Marker(props: { m: AcademyMarkerView }) {
  const t = useTable();
  const m = props.m;
  const name = m.trick === null ? SYMBOL_CHAR[m.symbol] : trickName(m.trick);
  return (
    <span class={`amarker seat-${m.seat}`} title={T.academy.markerOf(seatName(t.lobby, m.seat), name)} data-testid={`amarker-${m.seat}-${m.symbol}`}>
      <span class={`disk small seat-${m.seat}`}>{SYMBOL_CHAR[m.symbol]}</span>
      <span class="aname">{name}</span>
    </span>
  );
}

function TileSlot(props: { wing: number; slot: number; w: WingView }) {
  const { wing, slot, w } = props;
  const [tile] = w.tile!;
  const what = w.room === "classroom" ? ACADEMY.classrooms[tile]?.slots[slot] : ACADEMY.practice_rooms[tile]?.slots[slot];
  const long = what === undefined ? "" : w.room === "classroom" ? classSlotText(what as never) : upgradeText(what as never);
  const short = what === undefined ? "" : w.room === "classroom" ? classSlotShort(what as never) : upgradeShort(what as never);
  const m = w.markers[slot];
  return (
    <Target k={spotKey(wing, slot)} class={`tslot ${m ? "taken" : "free"}`} label={`${wingName(wing)} ${T.academy.slot(slot)}: ${long}${m ? "" : ` (${T.area.free})`}`} testid={`aspot-${wing}-${slot}`}>
      <span class="tkind" title={long}>
        {short}
      </span>
      {m ? <Marker m={m} /> : <span class="muted small">{T.area.free}</span>}
    </Target>
  );
}

function Wing(props: { i: number; w: WingView }) {
  const { i, w } = props;
  const spec = ACADEMY.wings[i];
  if (w.ruined)
    return (
      <Target k={wingKey(i)} class={`wing ruined room-${w.room}`} label={`${wingName(i)}: ${T.academy.ruin}`} testid={`wing-${i}`}>
        <span class="wletter">{w.letter}</span>
        <span class="ruin">{T.academy.ruin}</span>
      </Target>
    );
  if (w.tile === null)
    return (
      <Target k={wingKey(i)} class={`wing rundown room-${w.room}`} label={`${wingName(i)}: ${T.academy.rundown}${(spec?.renovations ?? []).map((r) => `; ${T.academy.price(r.level, r.coins, r.fame)}`).join("")}`} testid={`wing-${i}`}>
        <span class="wletter">{w.letter}</span>
        <span class="prices">
          {spec?.renovations.map((r) => (
            <span class="price" title={T.academy.price(r.level, r.coins, r.fame)}>
              {T.academy.levelShort(r.level)} {r.coins}
              <Icon n="coin" />→{r.fame}
              <Icon n="fame" />
            </span>
          ))}
        </span>
      </Target>
    );
  const [tile, level] = w.tile;
  const bonus = w.room === "classroom" ? ACADEMY.classrooms[tile]?.bonus : undefined;
  return (
    <div class={`wing renovated room-${w.room}`} data-key={wingKey(i)} data-testid={`wing-${i}`} title={tileText(w.room, tile)}>
      <span class="wletter">
        {w.letter} <span class="small">{T.academy.levelShort(level)}</span>
      </span>
      <div class="tslots">
        <TileSlot wing={i} slot={0} w={w} />
        {bonus ? (
          <span class="popular" title={T.academy.popular(yieldText(bonus))}>
            ★ {yieldText(bonus)}
          </span>
        ) : null}
        <TileSlot wing={i} slot={1} w={w} />
      </div>
    </div>
  );
}

export function Academy() {
  const t = useTable();
  const a = t.view.academy;
  if (!a) return null;
  const rows: ["classroom" | "practice_room", string][] = [
    ["classroom", T.academy.classrooms],
    ["practice_room", T.academy.practiceRooms],
  ];
  return (
    <section id="academy" class="area academy" aria-label={T.area.academy} data-testid="academy">
      <h2>
        <Icon n="academy" /> {T.area.academy}
      </h2>
      <div class="slots">
        {(t.view.slots.academy ?? []).map((who, i) => (
          <CharSlot k={`slot:academy:${i}`} label={`${T.area.academy} ${T.area.slot(i)}`} mod={`${mod(board.main_slot_ap[i])} AP`} who={who} blocked={t.view.slots.blocked[i] || duelCovered(t.view, "dark_alley", i)} />
        ))}
      </div>
      {rows.map(([room, title]) => (
        <div class={`wings room-${room}`}>
          <h3>{title}</h3>
          <div class="wing-row">
            {a.wings.map((w, i) => (w.room === room ? <Wing i={i} w={w} /> : null))}
          </div>
        </div>
      ))}
      <h3>{T.academy.secrets}</h3>
      <div class="secrets">
        {a.face_up.map((id) => {
          const s = secret(id);
          return (
            <Target k={secretKey(id)} class="secret-tile" label={`${s.name}: ${s.text}`} testid={`secret-${id}`}>
              <span class="sname">{s.name}</span>
              <span class="stext">{s.text}</span>
            </Target>
          );
        })}
        <div class="secret-deck" data-testid="secret-deck" title={T.academy.deckTitle}>
          {T.academy.deck(a.deck_size)}
        </div>
      </div>
      <h3>{T.academy.banners}</h3>
      <div class="banners" data-testid="banners">
        {a.players.map((p) => (
          <span class={`banner-count seat-${p.seat}`} data-testid={`banners-${p.seat}`} title={T.academy.bannersOf(seatName(t.lobby, p.seat), p.banners_placed, p.banners_supply)}>
            <span class={`dot seat-${p.seat}`} /> {seatName(t.lobby, p.seat)}: <span class="flags">{"⚑".repeat(p.banners_placed)}</span> {T.academy.bannersShort(p.banners_placed, p.banners_supply)}
          </span>
        ))}
      </div>
    </section>
  );
}
