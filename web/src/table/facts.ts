// What a board thing is, in words: the printed facts shown when a player
// hovers, focuses or taps it (touch screens have no hover).
import type { Component } from "../generated/Component";
import type { DieId } from "../generated/DieId";
import type { Location } from "../generated/Location";
import type { LobbyInfo } from "../generated/LobbyInfo";
import type { View } from "../generated/View";
import type { Weekday } from "../generated/Weekday";
import { board, componentInfo, performance, special, trick } from "../catalog";
import {
  cardName,
  categoryName,
  characterName,
  DICE,
  dieFaceName,
  dieName,
  locationName,
  magicianFacts,
  prophecyName,
  specialText,
  SYMBOL_CHAR,
  trickFacts,
  weekdayEffect,
  weekdayName,
  yieldName,
  LOCATIONS,
  T,
} from "../text";
import { seatName } from "./ctx";
import { ACADEMY, classSlotText, tileText, upgradeText, wingName } from "../academy/cards";
import type { ClassSlot } from "../generated/ClassSlot";
import type { Upgrade } from "../generated/Upgrade";

export interface Facts {
  title: string;
  lines: string[];
}

const ap = (m: number) => (m >= 0 ? `+${m}` : `−${-m}`);

export function factsOf(key: string, view: View, lobby: LobbyInfo | null): Facts | null {
  const [kind, a, b, c] = key.split(":");
  switch (kind) {
    case "trick":
    case "own":
      return { title: trick(Number(a)).name, lines: [trickFacts(Number(a))] };
    case "other":
      return { title: `${seatName(lobby, Number(a))}: ${trick(Number(b)).name}`, lines: [trickFacts(Number(b))] };
    case "magician":
      return { title: T.facts.magician, lines: [magicianFacts(Number(a), view.alley !== null)] };
    case "special":
      return { title: special(Number(a)).name, lines: [specialText(Number(a))] };
    case "alley": {
      if (a === "deck") {
        const i = LOCATIONS.indexOf(b as Location);
        const top = view.alley?.deck_tops[i] ?? null;
        return { title: T.facts.deckTitle(locationName(b as Location)), lines: [top === null ? T.facts.emptyDeck : specialText(top)] };
      }
      if (a === "pending") {
        const id = view.alley?.pending[Number(b)];
        return id === undefined ? null : { title: T.facts.pendingTitle(Number(b) + 1), lines: [prophecyName(id)] };
      }
      return { title: T.facts.prophecies, lines: [T.facts.fortune] };
    }
    case "buy":
    case "comp":
    case "ocomp": {
      const comp = (kind === "ocomp" ? b : a) as Component;
      const info = componentInfo(comp);
      return { title: info.name, lines: [T.facts.eachAtMarket(info.price)] };
    }
    case "order":
      return { title: T.facts.orderTitle(Number(a) + 1), lines: [T.facts.order] };
    case "quick":
      return { title: T.facts.quickTitle, lines: [T.facts.quick] };
    case "die": {
      const face = view.dice[DICE.indexOf(a as DieId)];
      return face === undefined ? null : { title: dieName(a as DieId), lines: [T.facts.showing(dieFaceName(face))] };
    }
    case "slot":
      return slotFacts(a, b, c);
    case "perf": {
      const p = performance(Number(a));
      return { title: cardName(Number(a)), lines: [T.facts.performerBonus(yieldName(p.bonus))] };
    }
    case "pslot":
      return { title: T.facts.pslotTitle(cardName(Number(a)), Number(b) + 1), lines: [T.facts.pslot] };
    case "marker": {
      const card = view.theater.find((x) => x.card === Number(a));
      const m = card?.markers[Number(b)];
      if (!m) return null;
      const owned = view.players[m.seat]?.tricks.find((o) => o.symbol === m.symbol);
      const what = owned ? trick(owned.trick).name : T.facts.categoryTrick(categoryName(m.category));
      return { title: T.facts.markerTitle(seatName(lobby, m.seat), SYMBOL_CHAR[m.symbol]), lines: [owned ? trickFacts(owned.trick) : what] };
    }
    case "char":
    case "ochar": {
      const id = kind === "ochar" ? b : a;
      const info = board.characters.find((x) => x.character === id);
      if (!info) return null;
      return {
        title: characterName(info.character),
        lines: [T.facts.character(info.base_ap, info.wage)],
      };
    }
    case "hand":
      return { title: T.facts.handTitle(locationName(a as Location)), lines: [T.facts.hand(locationName(a as Location))] };
    case "wing":
    case "aspot":
      return academyFacts(view, Number(a), kind === "aspot" ? Number(b) : null);
    default:
      return null;
  }
}

/** An Academy wing in words: its prices while run-down, its tile once
 * renovated; or one slot of its tile. */
function academyFacts(view: View, wing: number, slot: number | null): Facts | null {
  const w = view.academy?.wings[wing];
  const spec = ACADEMY.wings[wing];
  if (!w || !spec) return null;
  if (w.ruined) return { title: wingName(wing), lines: [T.academy.ruin] };
  if (w.tile === null) return { title: wingName(wing), lines: [T.academy.rundown, ...spec.renovations.map((r) => T.academy.price(r.level, r.coins, r.fame))] };
  const [tile] = w.tile;
  if (slot === null) return { title: wingName(wing), lines: [tileText(w.room, tile)] };
  const what = w.room === "classroom" ? ACADEMY.classrooms[tile]?.slots[slot] : ACADEMY.practice_rooms[tile]?.slots[slot];
  if (what === undefined) return null;
  return { title: `${wingName(wing)} ${T.academy.slot(slot)}`, lines: [w.room === "classroom" ? classSlotText(what as ClassSlot) : upgradeText(what as Upgrade)] };
}

function slotFacts(where: string, a: string, b: string | undefined): Facts | null {
  if (where === "downtown" || where === "market_row" || where === "dark_alley") {
    const m = board.main_slot_ap[Number(a)];
    return { title: T.facts.mainSlotTitle(locationName(where as Location), Number(a) + 1), lines: [T.facts.mainSlot(ap(m))] };
  }
  if (where === "workshop") return { title: T.facts.workshopTitle(Number(a) + 1), lines: [T.facts.workshop] };
  if (where === "backstage")
    return {
      title: T.facts.backstageTitle(weekdayName(a as Weekday), Number(b) + 1),
      lines: [T.facts.weekday(weekdayName(a as Weekday), weekdayEffect(a as Weekday)), T.facts.theaterRules],
    };
  if (where === "performance")
    return {
      title: T.facts.performanceTitle(weekdayName(a as Weekday)),
      lines: [T.facts.performance(weekdayName(a as Weekday)), T.facts.weekday(weekdayName(a as Weekday), weekdayEffect(a as Weekday))],
    };
  return null;
}

