// Words for every game value: the client shows names, never raw ids.
import type { Category } from "./generated/Category";
import type { CharacterId } from "./generated/CharacterId";
import type { Component } from "./generated/Component";
import type { ComponentSet } from "./generated/ComponentSet";
import type { DieFace } from "./generated/DieFace";
import type { DieId } from "./generated/DieId";
import type { Dir } from "./generated/Dir";
import type { Location } from "./generated/Location";
import type { Slot } from "./generated/Slot";
import type { Weekday } from "./generated/Weekday";
import type { Symbol as MarkerSymbol } from "./generated/Symbol";
import type { Phase } from "./generated/Phase";
import type { Yield } from "./generated/Yield";
import { componentInfo, performance, prophecy, special, trick } from "./catalog";

export const LOCATIONS: Location[] = ["downtown", "market_row", "workshop", "theater", "dark_alley"];
export const WEEKDAYS: Weekday[] = ["thursday", "friday", "saturday", "sunday"];
export const DICE: DieId[] = ["residence1", "residence2", "inn_specialist", "inn_apprentice", "bank1", "bank2"];
export const MAIN_SLOT_AP = [2, 1, 1, 0];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function locationName(l: Location): string {
  return { downtown: "Downtown", market_row: "Market Row", workshop: "Workshop", theater: "Theater", dark_alley: "Dark Alley" }[l];
}
export function categoryName(c: Category): string {
  return cap(c);
}
export function componentName(c: Component): string {
  return componentInfo(c)?.name ?? cap(c);
}
export function componentSetName(set: ComponentSet): string {
  const parts = Object.entries(set)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([c, n]) => `${n} ${componentName(c as Component)}`);
  return parts.length ? parts.join(" + ") : "nothing";
}
export function characterName(c: CharacterId): string {
  const m = /^apprentice(\d)$/.exec(c);
  return m ? `Apprentice ${m[1]}` : cap(c);
}
export function weekdayName(d: Weekday): string {
  return cap(d);
}
export function dirName(d: Dir): string {
  return cap(d);
}
export const DIR_ARROW: Record<Dir, string> = { up: "↑", right: "→", down: "↓", left: "←" };
export const SYMBOL_CHAR: Record<MarkerSymbol, string> = { spade: "♠", heart: "♥", club: "♣", diamond: "♦" };
export const CATEGORY_ICON: Record<Category, string> = { escape: "Es", spiritual: "Sp", mechanical: "Me", optical: "Op" };

export function dieName(d: DieId): string {
  return {
    residence1: "Residence die 1",
    residence2: "Residence die 2",
    inn_specialist: "Inn die (Specialist)",
    inn_apprentice: "Inn die (Apprentice)",
    bank1: "Bank die 1",
    bank2: "Bank die 2",
  }[d];
}
export function dieFaceName(f: DieFace): string {
  if (f === "any_trick") return "Any Trick (?)";
  if (f === "hire_apprentice") return "Hire Apprentice";
  if (f === "x") return "X (nothing)";
  if ("trick" in f) return `${categoryName(f.trick)} Trick`;
  if ("hire" in f) return `Hire ${cap(f.hire)}`;
  return `${f.coins} Coins`;
}
export function trickName(id: number): string {
  return trick(id).name;
}
export function cardName(id: number): string {
  const p = performance(id);
  const tier = { riverside: "Riverside", grand_magorian: "Grand Magorian", magnus_pantheon: "Magnus Pantheon" }[p.tier];
  return `${tier} ${p.label}`;
}
export function slotName(s: Slot): string {
  if ("downtown" in s) return `Downtown slot ${s.downtown + 1} (+${MAIN_SLOT_AP[s.downtown]} AP)`;
  if ("market_row" in s) return `Market Row slot ${s.market_row + 1} (+${MAIN_SLOT_AP[s.market_row]} AP)`;
  if ("dark_alley" in s) return `Dark Alley slot ${s.dark_alley + 1} (+${MAIN_SLOT_AP[s.dark_alley]} AP)`;
  if ("workshop" in s) return `Workshop slot ${s.workshop + 1}`;
  if ("backstage" in s) return `Theater ${weekdayName(s.backstage[0])} backstage ${s.backstage[1] + 1}`;
  return `Theater ${weekdayName(s.performance)} Performance slot`;
}
/** A board key for a Character slot: the same key on the board and in commands. */
export function slotKey(s: Slot): string {
  if ("downtown" in s) return `slot:downtown:${s.downtown}`;
  if ("market_row" in s) return `slot:market_row:${s.market_row}`;
  if ("dark_alley" in s) return `slot:dark_alley:${s.dark_alley}`;
  if ("workshop" in s) return `slot:workshop:${s.workshop}`;
  if ("backstage" in s) return `slot:backstage:${s.backstage[0]}:${s.backstage[1]}`;
  return `slot:performance:${s.performance}`;
}
export function yieldName(y: Yield): string {
  const parts = [];
  if (y.fame) parts.push(`${y.fame} Fame`);
  if (y.coins) parts.push(`${y.coins} Coins`);
  if (y.shards) parts.push(`${y.shards} Shard${y.shards > 1 ? "s" : ""}`);
  return parts.length ? parts.join(", ") : "nothing";
}
export function phaseName(p: Phase): string {
  switch (p.phase) {
    case "choose_magicians":
      return "Set-up: choose Magicians";
    case "choose_tricks":
      return "Set-up: choose starting Tricks";
    case "setup_boards":
      return p.components_chosen ? "Set-up: choose a Specialist" : "Set-up: choose starting Components";
    case "start_turn":
      return "Start of turn";
    case "advertise":
      return "Advertise";
    case "assignment":
      return "Assignment";
    case "place_characters":
      return p.acting ? `Place Characters: ${characterName(p.acting.character)} takes Actions` : "Place Characters";
    case "performance":
      return `Performance: ${weekdayName(WEEKDAYS[p.day] ?? "thursday")}`;
    case "breaking_free":
      return "Breaking Free";
    case "possession":
      return `Soul Possession: ${weekdayName(WEEKDAYS[p.day] ?? "thursday")}`;
    case "final_scoring":
      return "Final scoring";
    case "game_over":
      return "Game over";
  }
}

/** A Special Assignment card's name, e.g. "Guest Performer". */
export function specialName(id: number): string {
  return special(id).name;
}
/** A Special Assignment card's name and effect. */
export function specialText(id: number): string {
  const s = special(id);
  return `${s.name} (${s.code}, ${locationName(s.location)}): ${s.text}`;
}
/** A Prophecy's words, e.g. "P01: Every Character has 1 base Action Point." */
export function prophecyName(id: number): string {
  const p = prophecy(id);
  return `${p.code}: ${p.text}`;
}
export function specialistName(s: "engineer" | "manager" | "assistant"): string {
  return cap(s);
}
export function seatLabel(seat: number): string {
  return `Player ${seat + 1}`;
}
