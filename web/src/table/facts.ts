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
  count,
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
} from "../text";
import { seatName } from "./ctx";

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
      return { title: "Magician", lines: [magicianFacts(Number(a))] };
    case "special":
      return { title: special(Number(a)).name, lines: [specialText(Number(a))] };
    case "alley": {
      if (a === "deck") {
        const i = LOCATIONS.indexOf(b as Location);
        const top = view.alley?.deck_tops[i] ?? null;
        return { title: `${locationName(b as Location)} Special Assignment deck`, lines: [top === null ? "empty" : specialText(top)] };
      }
      if (a === "pending") {
        const id = view.alley?.pending[Number(b)];
        return id === undefined ? null : { title: `Pending Prophecy ${Number(b) + 1}`, lines: [prophecyName(id)] };
      }
      return { title: "Prophecies", lines: ["Fortune Telling moves every Pending Prophecy one slot to the left."] };
    }
    case "buy":
    case "comp":
    case "ocomp": {
      const comp = (kind === "ocomp" ? b : a) as Component;
      const info = componentInfo(comp);
      return { title: info.name, lines: [`${count(info.price, "Coin")} each at the Market Row.`] };
    }
    case "order":
      return { title: `Order slot ${Number(a) + 1}`, lines: ["An ordered Component joins the Buy area at End Turn."] };
    case "quick":
      return { title: "Quick Order", lines: ["The Component arrives at once and costs 1 Coin more; the slot stays taken this turn."] };
    case "die": {
      const face = view.dice[DICE.indexOf(a as DieId)];
      return face === undefined ? null : { title: dieName(a as DieId), lines: [`Showing ${dieFaceName(face)}.`] };
    }
    case "slot":
      return slotFacts(a, b, c);
    case "perf": {
      const p = performance(Number(a));
      return { title: cardName(Number(a)), lines: [`Performer's bonus: ${yieldName(p.bonus)}, plus 1 Fame per Link.`] };
    }
    case "pslot":
      return { title: `${cardName(Number(a))}, slot ${Number(b) + 1}`, lines: ["A free slot: Set Up a Trick Marker here with its category corner in a Link circle."] };
    case "marker": {
      const card = view.theater.find((x) => x.card === Number(a));
      const m = card?.markers[Number(b)];
      if (!m) return null;
      const owned = view.players[m.seat]?.tricks.find((o) => o.symbol === m.symbol);
      const what = owned ? trick(owned.trick).name : `${categoryName(m.category)} Trick`;
      return { title: `${seatName(lobby, m.seat)}'s marker ${SYMBOL_CHAR[m.symbol]}`, lines: [owned ? trickFacts(owned.trick) : what] };
    }
    case "char":
    case "ochar": {
      const id = kind === "ochar" ? b : a;
      const info = board.characters.find((x) => x.character === id);
      if (!info) return null;
      return {
        title: characterName(info.character),
        lines: [`${info.base_ap} base Action Points; ${info.wage ? `Wages ${count(info.wage, "Coin")} at End Turn when it works` : "no Wages"}.`],
      };
    }
    case "hand":
      return { title: `${locationName(a as Location)} Assignment card`, lines: [`Put it under a Character: that Character goes to ${locationName(a as Location)} this turn.`] };
    default:
      return null;
  }
}

function slotFacts(where: string, a: string, b: string | undefined): Facts | null {
  if (where === "downtown" || where === "market_row" || where === "dark_alley") {
    const m = board.main_slot_ap[Number(a)];
    return { title: `${locationName(where as Location)} slot ${Number(a) + 1}`, lines: [`A Character here gets its base Action Points ${ap(m)}.`] };
  }
  if (where === "workshop") return { title: `Workshop slot ${Number(a) + 1}`, lines: ["Your own Workshop: base Action Points, no modifier."] };
  if (where === "backstage")
    return {
      title: `${weekdayName(a as Weekday)} backstage ${Number(b) + 1}`,
      lines: [`${weekdayName(a as Weekday)}: ${weekdayEffect(a as Weekday)}.`, "One weekday per player each turn; no Shards for extra points in the Theater."],
    };
  if (where === "performance")
    return {
      title: `${weekdayName(a as Weekday)} Performance slot`,
      lines: [`Magicians only, with no Action Points: the Magician performs one card on ${weekdayName(a as Weekday)}.`, `${weekdayName(a as Weekday)}: ${weekdayEffect(a as Weekday)}.`],
    };
  return null;
}

