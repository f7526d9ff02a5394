// Every word the client shows, in one module, ready for translation: names of
// game things, what each command does, the table's and the lobby's words, and
// the short rules reference. Game-log lines, previews and the rules' reasons
// come from the server in words already.
import type { Difficulty } from "./generated/Difficulty";
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
import type { SpecialistChoice } from "./generated/SpecialistChoice";
import type { PrepareOption } from "./generated/PrepareOption";
import type { BuyPayment } from "./generated/BuyPayment";
import type { Shoplift } from "./generated/Shoplift";
import type { Steal } from "./generated/Steal";
import type { Premiere } from "./generated/Premiere";
import type { Command } from "./generated/Command";
import type { GameOptions } from "./generated/GameOptions";
import type { Rearrangement } from "./generated/Rearrangement";
import { board, componentInfo, magician, performance, prophecy, special, trick } from "./catalog";
import { power } from "./powers/cards";
import { turnSetup } from "./duel/cards";
import { ACADEMY, tileText, wingName } from "./academy/cards";

// ------------------------------------------------------------ game things

/** By `Location::index`; the Academy last (its card only in Academy games). */
export const LOCATIONS: Location[] = ["downtown", "market_row", "workshop", "theater", "dark_alley", "academy"];
export const WEEKDAYS: Weekday[] = ["thursday", "friday", "saturday", "sunday"];
export const DICE: DieId[] = ["residence1", "residence2", "inn_specialist", "inn_apprentice", "bank1", "bank2"];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "1 Coin", "3 Coins". */
/** Dahlgaard's Academy names for the command texts (provisional content). */
function secretName(id: number): string {
  return ACADEMY.secrets[id]?.name ?? `Secret ${id + 1}`;
}
function tileCode(wing: number, tile: number): string {
  const room = ACADEMY.wings[wing]?.room;
  const t = room === "classroom" ? ACADEMY.classrooms[tile] : ACADEMY.practice_rooms[tile];
  return t?.code ?? `${tile + 1}`;
}
function tileLabel(wing: number, tile: number): string {
  const room = ACADEMY.wings[wing]?.room;
  return room ? tileText(room, tile) : `${tile + 1}`;
}

export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

export function locationName(l: Location): string {
  return { downtown: "Downtown", market_row: "Market Row", workshop: "Workshop", theater: "Theater", dark_alley: "Dark Alley", academy: "Academy" }[l];
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
  if (c === "protege") return "Protégé";
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
  if (f === "any_trick") return "Any Trick";
  if (f === "hire_apprentice") return "Hire Apprentice";
  if (f === "x") return "X (nothing)";
  if ("trick" in f) return `${categoryName(f.trick)} Trick`;
  if ("hire" in f) return `Hire ${cap(f.hire)}`;
  return count(f.coins, "Coin");
}
export function trickName(id: number): string {
  return trick(id).name;
}
export function cardName(id: number): string {
  const p = performance(id);
  const tier = { riverside: "Riverside", grand_magorian: "Grand Magorian", magnus_pantheon: "Magnus Pantheon" }[p.tier];
  return `${tier} ${p.label}`;
}
const apMod = (m: number) => (m >= 0 ? `+${m} AP` : `−${-m} AP`);
export function slotName(s: Slot): string {
  if ("downtown" in s) return `Downtown slot ${s.downtown + 1} (${apMod(board.main_slot_ap[s.downtown])})`;
  if ("market_row" in s) return `Market Row slot ${s.market_row + 1} (${apMod(board.main_slot_ap[s.market_row])})`;
  if ("dark_alley" in s) return `Dark Alley slot ${s.dark_alley + 1} (${apMod(board.main_slot_ap[s.dark_alley])})`;
  if ("academy" in s) return `Academy slot ${s.academy + 1} (${apMod(board.main_slot_ap[s.academy])})`;
  if ("workshop" in s) return `Workshop slot ${s.workshop + 1}`;
  if ("backstage" in s) return `Theater, ${weekdayName(s.backstage[0])} backstage ${s.backstage[1] + 1}`;
  return `Theater, ${weekdayName(s.performance)} Performance slot`;
}
export function yieldName(y: Yield): string {
  const parts = [];
  if (y.fame) parts.push(`${y.fame} Fame`);
  if (y.coins) parts.push(count(y.coins, "Coin"));
  if (y.shards) parts.push(count(y.shards, "Shard"));
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
    case "turn_setup":
      return "Turn Setup dice";
    case "possession":
      return `Soul Possession: ${weekdayName(WEEKDAYS[p.day] ?? "thursday")}`;
    case "discard_powers":
      return "Set-up: discard Powers";
    case "learn_powers":
      return "Learn a Power";
    case "rearrange":
      return "Ears among the Townsfolk";
    case "classroom":
      return "Classroom";
    case "final_scoring":
      return "Final scoring";
    case "game_over":
      return "Game over";
  }
}
export function specialName(id: number): string {
  return special(id).name;
}
export function specialText(id: number): string {
  const s = special(id);
  return `${s.name} (${s.code}, ${locationName(s.location)}): ${s.text}`;
}
export function prophecyName(id: number): string {
  const p = prophecy(id);
  return `${p.code}: ${p.text}`;
}
export function specialistName(s: "engineer" | "manager" | "assistant"): string {
  return cap(s);
}
export function difficultyName(d: Difficulty): string {
  return cap(d);
}
export function seatLabel(seat: number): string {
  return `Player ${seat + 1}`;
}

/** Every printed fact of a Trick card, in one sentence. */
/** A Trick row in words for screen readers: "Name (♠), 2 markers on the card;
 * needs 2 Wood, 1 Rope (you have them); yields 3 Fame per marker". */
export function trickRowWords(id: number, symbol: string, markers: number, have: boolean | null, fameBonus: number, coinBonus: number): string {
  const t = trick(id);
  const comps = t.components.map(([c, n]) => `${n} ${componentName(c)}`).join(", ");
  const got = have === null ? "" : have ? " (you have them)" : " (you lack some)";
  const y = { ...t.yields, fame: t.yields.fame ? t.yields.fame + fameBonus : 0, coins: t.yields.coins ? t.yields.coins + coinBonus : 0 };
  return `${t.name} (${symbol}), ${count(markers, "marker")} on the card; needs ${comps || "nothing"}${got}; yields ${yieldName(y)} per marker`;
}
export function trickFacts(id: number): string {
  const t = trick(id);
  const comps = t.components.map(([c, n]) => `${n} ${componentName(c)}`).join(", ");
  const end = t.game_end ? ` At the game's end: ${t.game_end}.` : "";
  return `${t.name}: ${categoryName(t.category)}, Fame Threshold ${t.threshold}. Needs ${comps}. Yields ${yieldName(t.yields)} per marker performed. Prepare: ${t.prepare_ap} AP for ${count(t.markers, "Trick Marker")}.${end}`;
}
/** A Magician's facts; the ability only with the Dark Alley, where abilities are used. */
export function magicianFacts(id: number, withAbility: boolean): string {
  const m = magician(id);
  const base = `${m.name} (Favorite: ${categoryName(m.favorite)}).`;
  return withAbility ? `${base} ${m.ability}: ${m.ability_text}` : base;
}
export function weekdayEffect(d: Weekday): string {
  const w = board.weekdays.find((x) => x.weekday === d)!;
  const parts = [];
  if (w.backstage_ap) parts.push(`backstage ${apMod(w.backstage_ap)}`);
  if (w.per_trick) parts.push(`each Trick performed ${signed(w.per_trick)} Fame, ${signed(w.per_trick)} Coin`);
  return parts.length ? parts.join(" · ") : "no modifiers";
}
export function optionsText(o: GameOptions): string[] {
  const out = [count(o.players, "player")];
  if (o.beginner_setup) out.push("beginners' set-up");
  if (o.dark_alley) out.push("Dark Alley");
  if (o.prophecies) out.push("Prophecies");
  if (o.fame_caps) out.push("20-Fame caps on end scoring");
  if (o.powers) out.push("Magician Powers (provisional cards)");
  if (o.duel) out.push("Duel of Magicians (provisional cards)");
  if (o.academy) out.push("Dahlgaard's Academy (provisional tiles and Secrets)");
  if (o.heir) out.push(`Solo against Dahlgaard's Heir, ${difficultyName(o.difficulty ?? "normal")} (provisional Plan tiles, dice and cards)`);
  if (!o.dark_alley) out.push("base game");
  return out;
}

/** A Power card in words: name, color and Fame Threshold, and what it does. */
export function powerName(id: number): string {
  return power(id).name;
}
export function powerFacts(id: number): string {
  const p = power(id);
  return `${p.name} (${cap(p.color)}, Fame Threshold ${p.threshold}; Power slots ${p.slots.map((s) => s + 1).join(", ")}): ${p.text}`;
}
/** What a Turn Setup card covers, in words. */
export function turnSetupFacts(id: number, darkAlley: boolean): string {
  const c = turnSetup(id).card;
  const slots = (pair: [number, number]) => [...pair].sort().map((i) => i + 1).join(" and ");
  const parts = [`Downtown slots ${slots(c.downtown)}`, `Market Row slots ${slots(c.market_row)}`];
  if (darkAlley) parts.push(`Dark Alley slots ${slots(c.dark_alley)}`);
  parts.push(`${weekdayName(c.theater[0])} and ${weekdayName(c.theater[1])} in the Theater`);
  return `${c.code} covers ${parts.join(", ")}`;
}
function rearrangeLabel(r: Rearrangement | null): string {
  if (r === null) return "Keep the cards under your Characters and gain 1 Coin";
  switch (r.kind) {
    case "swap":
      return `Swap the cards under your ${characterName(r.a)} and ${characterName(r.b)}`;
    case "replace":
      return `Put a ${locationName(r.location)} card from your hand under your ${characterName(r.character)}`;
    case "replace_special":
      return `Put ${specialName(r.card)} from your hand under your ${characterName(r.character)}`;
  }
}

// ------------------------------------------------------------ commands

function specialistLabel(s: SpecialistChoice): string {
  switch (s.specialist) {
    case "manager":
      return `Manager, with ${componentSetName(s.components)} on the Multi Component slots`;
    case "engineer":
      return `Engineer, with ${trickName(s.trick)} on the Engineer's Trick slot`;
    case "assistant":
      return "Assistant, with a second Apprentice";
  }
}
function prepareOptionLabel(o: PrepareOption): string {
  switch (o.option) {
    case "test_run":
      return "Test Run";
    case "replaceable_parts":
      return `Replaceable Parts, with ${trickName(o.other)}`;
    case "unstable_prototype":
      return `Unstable Prototype, using ${componentSetName(o.components)}`;
    case "enhance_trick":
      return "Enhance Trick";
    case "on_stage":
      return `On Stage, setting up on ${cardName(o.card)} slot ${o.slot + 1} facing ${dirName(o.facing)}`;
    case "hidden_talent":
      return `Hidden Talent, as the ${specialistName(o.specialist)}`;
  }
}
function payName(p: BuyPayment | undefined): string {
  return { coins: "Pay in Coins", fame: "Pay in Fame", shard: "Pay with a Shard" }[p ?? "coins"];
}
function shopliftName(s: Shoplift | null | undefined): string {
  return s ? `Shoplift ${componentName(s.component)}, replaced by ${componentName(s.replacement)}` : "No Shoplifting";
}
function stealName(s: Steal | null | undefined): string {
  return s ? `Steal: ${trickName(s.trick)} of ${seatLabel(s.from)} instead of your ${trickName(s.own)}` : "No Trick Steal";
}
function premiereName(p: Premiere | null | undefined): string {
  return p ? `Grand Premiere: double the ${p.doubled === "shards" ? "Shards" : p.doubled === "fame" ? "Fame" : "Coins"} of ${trickName(p.trick)}` : "No Grand Premiere";
}
function durableName(t: number | null | undefined): string {
  return t == null ? "No Durable Components" : `Durable Components: a marker of ${trickName(t)} goes back`;
}
const facingName = (d: Dir) => `${DIR_ARROW[d]} ${dirName(d)}`;
const orNone = (parts: string[]) => parts.filter((x) => x).join(", ");

export type CommandType = Command["type"];
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;

/** The words of one kind of command: its title, the whole command, and the
 * name and button words of each extra choice (by field id, see the registry). */
export interface CommandText<C> {
  title: string;
  label(c: C): string;
  fields?: Record<string, { name: string; show(c: C): string }>;
}
export type CommandTexts = { [K in CommandType]: CommandText<CommandOf<K>> };

const enhanceField = { name: "Enhance", show: (c: { enhance: boolean }) => (c.enhance ? "Pay a Shard for +1 AP" : "No Shard") };
/** The composer's field that picks a marker's facing (drawn beside its words). */
export const FACING_FIELD = "Facing";
const facingField = { name: FACING_FIELD, show: (c: { facing: Dir }) => facingName(c.facing) };
const bargainField = { name: "Bargain (1 AP each: −1 Coin)", show: (c: { bargain: number }) => (c.bargain ? `Bargain ${c.bargain}` : "No Bargain") };

export const COMMANDS: CommandTexts = {
  choose_magician: { title: "Choose your Magician", label: (c) => `Choose ${magician(c.magician).name} (Favorite: ${categoryName(magician(c.magician).favorite)})` },
  choose_starting_trick: { title: "Choose your starting Trick", label: (c) => `Start with ${trickName(c.trick)}` },
  choose_starting_components: {
    title: "Choose starting Components worth 2 Coins",
    label: (c) => `Start with ${componentSetName(c.components)}`,
    fields: { components: { name: "Components", show: (c) => componentSetName(c.components) } },
  },
  choose_specialist: {
    title: "Choose a Specialist",
    label: (c) => `Hire the ${specialistLabel(c.choice)}`,
    fields: { bonus: { name: "Bonus", show: (c) => specialistLabel(c.choice) } },
  },
  advertise: { title: "Advertise", label: () => "Advertise: pay Coins equal to your Initiative slot, gain 2 Fame" },
  decline_advertise: { title: "Do not Advertise", label: () => "Do not Advertise this turn" },
  assign: { title: "Assign a card", label: (c) => `Put a ${locationName(c.location)} card under your ${characterName(c.character)}` },
  unassign: { title: "Take a card back", label: (c) => `Take back the card under your ${characterName(c.character)}` },
  confirm_assignments: { title: "Done assigning", label: () => "Done assigning for this turn" },
  place: {
    title: "Place a Character",
    label: (c) =>
      `Place your ${characterName(c.character)} on ${slotName(c.slot)}` +
      (c.enhance ? ", paying a Shard for +1 AP" : "") +
      (c.forfeit ? ", giving up its Special Assignment for +1 AP" : "") +
      (c.boost ? ", with the Mechaniker's +1 AP" : "") +
      (c.mimic != null ? `, mimicking ${specialName(c.mimic)}` : ""),
    fields: {
      enhance: enhanceField,
      forfeit: { name: "Forfeit", show: (c) => (c.forfeit ? "Give up the Special Assignment for +1 AP" : "Keep the Special Assignment") },
      boost: { name: "Boost", show: (c) => (c.boost ? "Mechaniker's +1 AP" : "No boost") },
      mimic: { name: "Mimic", show: (c) => (c.mimic == null ? "No mimicry" : `Mimic ${specialName(c.mimic)}`) },
    },
  },
  leave_idle: { title: "Leave a Character Idle", label: (c) => `Leave your ${characterName(c.character)} Idle this turn` },
  end_actions: { title: "End Actions", label: () => "End this Character's Actions" },
  learn_trick: {
    title: "Learn a Trick",
    label: (c) => `Learn ${trickName(c.trick)} with ${dieName(c.die)}${c.overhaul != null ? `, overhauling ${trickName(c.overhaul)}` : ""}`,
  },
  hire: {
    title: "Hire",
    label: (c) =>
      `Hire ${c.character != null ? `${characterName(c.character)} ` : ""}with ${dieName(c.die)}${c.second ? ", and a second Apprentice for 3 Coins" : ""}`,
    fields: {
      character: { name: "Character", show: (c) => (c.character != null ? characterName(c.character) : "The die's Character") },
      second: { name: "Second Apprentice", show: (c) => (c.second ? "A second Apprentice for 3 Coins" : "No second Apprentice") },
    },
  },
  take_coins: {
    title: "Take Coins",
    label: (c) => `Take Coins with ${dieName(c.die)}${c.buy ? ` and buy ${componentSetName(c.buy)} at once` : ""}`,
    fields: { buy: { name: "Investments", show: (c) => (c.buy ? `Buy ${componentSetName(c.buy)}` : "Buy nothing") } },
  },
  reroll_die: { title: "Reroll a die", label: (c) => `Reroll ${dieName(c.die)} (1 AP)` },
  set_die: {
    title: "Set a die",
    label: (c) => `Turn ${dieName(c.die)} to ${dieFaceName(c.face)} (2 AP)`,
    fields: { face: { name: "Face", show: (c) => dieFaceName(c.face) } },
  },
  buy: {
    title: "Buy Components",
    label: (c) => orNone([`Buy ${componentSetName(c.items)}`, c.bargain ? `Bargain ${c.bargain}` : "", c.pay && c.pay !== "coins" ? payName(c.pay) : "", c.shoplift ? shopliftName(c.shoplift) : ""]),
    fields: {
      items: { name: "How many", show: (c) => componentSetName(c.items) },
      bargain: bargainField,
      pay: { name: "Payment", show: (c) => payName(c.pay) },
      shoplift: { name: "Shoplifting", show: (c) => shopliftName(c.shoplift) },
    },
  },
  order: {
    title: "Order a Component",
    label: (c) => `Order ${componentName(c.component)} into Order slot ${c.slot + 1}${c.buy_now ? ", buying one now for its price + 1" : ""}`,
    fields: {
      component: { name: "Component", show: (c) => componentName(c.component) },
      buy_now: { name: "Buy one now", show: (c) => (c.buy_now ? "Buy one now (price + 1)" : "Only order") },
    },
  },
  quick_order: {
    title: "Quick Order",
    label: (c) => `Quick Order ${componentName(c.component)}`,
    fields: { component: { name: "Component", show: (c) => componentName(c.component) } },
  },
  prepare: {
    title: "Prepare a Trick",
    label: (c) => `Prepare ${trickName(c.trick)}${c.option ? ` with ${prepareOptionLabel(c.option)}` : ""}`,
    fields: { option: { name: "Option", show: (c) => (c.option ? prepareOptionLabel(c.option) : "No Special Assignment choice") } },
  },
  move_trick: { title: "Move a Trick to the Engineer", label: (c) => `Move ${trickName(c.trick)} onto the Engineer's Trick slot` },
  move_components: {
    title: "Move Components to the Manager",
    label: (c) => `Move ${componentName(c.component)} onto the Manager's Multi slot ${c.slot + 1}`,
    fields: { slot: { name: "Multi slot", show: (c) => `Multi slot ${c.slot + 1}` } },
  },
  move_apprentice: { title: "Move an Apprentice to the Assistant", label: (c) => `Move ${characterName(c.apprentice)} onto the Assistant's slot` },
  set_up_trick: {
    title: "Set up a Trick",
    label: (c) =>
      `Set up ${trickName(c.trick)} on ${cardName(c.card)} slot ${c.slot + 1}, facing ${dirName(c.facing)}` +
      (c.swap ? `, then swap ${cardName(c.swap[0])} and ${cardName(c.swap[1])} for 3 Coins` : ""),
    fields: { facing: facingField, swap: { name: "Buying Time", show: (c) => (c.swap ? `Swap ${cardName(c.swap[0])} and ${cardName(c.swap[1])}` : "No swap") } },
  },
  reschedule: {
    title: "Move your marker (Reschedule)",
    label: (c) => `Move your marker from ${cardName(c.card)} slot ${c.slot + 1} to ${cardName(c.to_card)} slot ${c.to_slot + 1}, facing ${dirName(c.facing)}`,
    fields: { facing: facingField },
  },
  take_link_bonus: {
    title: "Take a Link Bonus",
    label: (c) => `Take the Link Bonus as ${c.reward === "fame" ? "Fame" : "Coins"}`,
    fields: { reward: { name: "Reward", show: (c) => (c.reward === "fame" ? "Fame" : "Coins") } },
  },
  perform: {
    title: "Perform",
    label: (c) => orNone([`Perform ${cardName(c.card)}`, c.steal ? stealName(c.steal) : "", c.premiere ? premiereName(c.premiere) : "", c.durable != null ? durableName(c.durable) : ""]),
    fields: {
      steal: { name: "Trick Steal", show: (c) => stealName(c.steal) },
      premiere: { name: "Grand Premiere", show: (c) => premiereName(c.premiere) },
      durable: { name: "Durable Components", show: (c) => durableName(c.durable) },
    },
  },
  decline_performance: { title: "Do not Perform", label: () => "Do not Perform today" },
  assign_special: { title: "Assign a Special Assignment card", label: (c) => `Put ${specialName(c.card)} under your ${characterName(c.character)}` },
  draw_special: { title: "Draw a Special Assignment card", label: (c) => `Draw the ${locationName(c.deck)} Special Assignment card` },
  fortune_telling: { title: "Fortune Telling", label: () => "Fortune Telling: move each Pending Prophecy one slot" },
  fate_weaving: { title: "Fate Weaving", label: (c) => `Fate Weaving: make Pending Prophecy ${c.pending + 1} Active` },
  set_up_guest: { title: "Set up as Guest Performer", label: (c) => `Guest Performer: set up ${trickName(c.trick)} beside the slots of ${cardName(c.card)}` },
  street_performance: { title: "Street Performance", label: (c) => `Street Performance: take your marker off ${cardName(c.card)} slot ${c.slot + 1} for its Trick's yields` },
  set_up_piled: {
    title: "Set up two piled markers (Supercharge)",
    label: (c) => `Supercharge: set up two markers of ${trickName(c.trick)} piled on ${cardName(c.card)} slot ${c.slot + 1}, facing ${dirName(c.facing)}`,
    fields: { facing: facingField },
  },
  possess: { title: "Soul Possession", label: (c) => `Soul Possession: pay a Shard; the opponent performs ${cardName(c.card)}` },
  decline_ability: { title: "Do not use the ability", label: () => "Do not use your Magician's ability now" },
  discard_power: { title: "Discard a Power", label: (c) => `Discard ${powerName(c.power)} (face down, for the whole game)` },
  learn_power: { title: "Learn a Power", label: (c) => `Learn ${powerName(c.power)} next to Power slot ${c.slot + 1}` },
  pass_power: { title: "Learn no Power", label: () => "Learn no Power this turn" },
  rearrange: {
    title: "Ears among the Townsfolk",
    label: (c) => rearrangeLabel(c.change),
    fields: { change: { name: "Change", show: (c) => rearrangeLabel(c.change) } },
  },
  gamble: { title: "Gamble", label: () => "Gambling: pay 3 Coins, roll a Bank die and take its Coins" },
  renovate: {
    title: "Renovate",
    label: (c) => `Renovate ${wingName(c.wing)} at level ${c.level} with the tile ${tileCode(c.wing, c.tile)}`,
    fields: {
      level: { name: "Level", show: (c) => `Level ${c.level}` },
      tile: { name: "Tile", show: (c) => tileLabel(c.wing, c.tile) },
    },
  },
  practice: {
    title: "Practice",
    label: (c) => `Practise ${trickName(c.trick)} in ${wingName(c.spot.wing)}, slot ${c.spot.slot + 1}` + (c.free === null ? "" : `, first freeing ${trickName(c.free)}'s Practice Room slot`),
    fields: { free: { name: "Free one of your Practice Room slots first", show: (c) => (c.free === null ? "No" : `Free ${trickName(c.free)}`) } },
  },
  teach: { title: "Teach", label: (c) => `Teach ${trickName(c.trick)} in ${wingName(c.spot.wing)}, slot ${c.spot.slot + 1}` },
  learn_secret: { title: "Learn Secret", label: (c) => `Learn the Secret ${secretName(c.secret)} onto the Protégé's space ${c.space + 1}` },
  reroll_turn_setup: {
    title: "Re-roll two Turn Setup dice",
    label: (c) => `Re-roll the Turn Setup dice of ${locationName(c.places[0])} and ${locationName(c.places[1])}`,
  },
  lend_secret: {
    title: "Lend a Secret",
    label: (c) => `Put a Coin on ${characterName(c.apprentice)}: it carries the Protégé's Secret ${secretName(c.secret)} this turn`,
  },
  choose_full_yield: {
    title: "Professor Bernard",
    label: (c) => (c.trick === null ? "Every Trick in a Classroom yields its slot's yield" : `${trickName(c.trick)} yields in full`),
  },
  return_trick: {
    title: "Give back a Trick",
    label: (c) => `Give ${trickName(c.trick)} back to the Dahlgaard Residence (its markers come home)`,
    fields: { trick: { name: "Trick", show: (c) => trickName(c.trick) } },
  },
  take_back: { title: "Take back", label: () => "Take back your last command" },
  return_components: {
    title: "Give back Components",
    label: (c) => `Give ${c.count} ${componentName(c.component)} back to the supply`,
    fields: { component: { name: "Component", show: (c) => componentName(c.component) }, count: { name: "How many", show: (c) => `${c.count}` } },
  },
};

// ------------------------------------------------------------ the table's words

export const T = {
  appName: "Trickerion",
  yourMoveTitle: "▶ Your move — Trickerion",
  notifyBody: "Trickerion: your move",
  home: {
    title: "Trickerion: Legends of Illusion",
    intro: "Play the board game of rival illusionists online with friends: create a game, send the link, take your seats.",
    newGame: "New game",
    players: "Players",
    beginner: "First-time set-up for beginners",
    darkAlley: "Dark Alley expansion",
    prophecies: "Prophecies",
    fameCaps: "20-Fame caps on end-game scoring categories",
    powers: "Magician Powers (needs the Dark Alley)",
    duel: "Duel of Magicians (two players)",
    academy: "Dahlgaard's Academy (needs the Dark Alley; provisional tiles and Secrets)",
    heir: "Solo against Dahlgaard's Heir (one player; the Heir plays itself)",
    difficulty: "Difficulty",
    heirImplies: "A solo game: one player with the Dark Alley, against the Heir.",
    heirOff: {
      players: "set by the solo game: one player",
      darkAlley: "the Heir's Plan tiles use the Dark Alley",
      powers: "not with the Heir (the solo rules leave out Dahlgaard's Gifts)",
      duel: "not with the Heir (the solo rules leave out Dahlgaard's Gifts)",
    },
    create: "Create game",
    startSolo: "Start the solo game",
    nameOptional: "to take the first seat (optional)",
    seatedFirst: "You take the first seat; share the invite link with the others.",
    myGames: "Your games in this browser",
    open: "Open",
    listed: "List it under open games, so anyone can find and join it",
    clock: "Time control",
    clockNone: "None",
    clockLive: "Live",
    clockCorrespondence: "Correspondence",
    minutesEach: "minutes per player",
    incrementSecs: "seconds added per move",
    perMove: "per move",
    hours: "hours",
    days: "days",
    onTimeout: "When time runs out",
    timeoutBot: "a bot plays the seat",
    timeoutForfeit: "the player forfeits",
    openGames: "Open games",
    noOpenGames: "No listed game is open right now. Create one and tick “List it”.",
    more: "More",
    seatsTaken: (n: number, of: number) => `${n} of ${of} seats taken`,
    /** A game named by its players: "Ann, Bob and Greedy bot". */
    named: (names: string[]) =>
      names.length === 0 ? "No one seated yet" : names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`,
    yourTurn: "your move",
    theirTurn: (names: string) => `waiting for ${names}`,
    gone: "no longer on this server",
    forget: "Forget",
  },
  lobby: {
    title: (id: string) => `Game ${id}`,
    connecting: "Connecting…",
    invite: "Invite link",
    copy: "Copy",
    copied: "Copied",
    spectatorLink: "Spectator link",
    yourName: "Your name",
    typeName: "Type your name first.",
    full: "Every seat of this game is taken.",
    watchInstead: "Watch it instead",
    seat: (n: number) => `Seat ${n + 1}`,
    free: "free",
    connected: "connected",
    away: "away",
    you: "(you)",
    join: "Join",
    moveHere: "Move here",
    leave: "Leave",
    botName: { random: "Random bot", easy: "Easy bot", normal: "Normal bot", hard: "Hard bot" } as Record<string, string>,
    botTitle: {
      random: "Picks any legal move at random",
      easy: "The normal bot, with one move in three at random",
      normal: "Plans each turn and takes the best-looking move",
      hard: "Tries its moves in imagined games and keeps the best (thinks up to a second a move)",
    } as Record<string, string>,
    removeBot: "Remove bot",
    start: "Start the game",
    creatorStarts: "The game's creator starts it when every seat is taken.",
    status: { lobby: "waiting for players", playing: "in play", finished: "finished", broken: "cannot be played" } as Record<string, string>,
    broken: (why: string) => `This stored game no longer replays under the current rules, so it cannot be played or watched: ${why}. The server's operator has been told.`,
    freeSeat: "Free this seat",
    keptFor: (name: string, until: number | null) =>
      until === null
        ? `kept for ${name} from the last game`
        : `kept for ${name} from the last game until ${new Date(until).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`,
    openKept: "Open it to anyone",
    clock: "Clock",
    watching: (n: number) => (n === 1 ? "1 watching" : `${n} watching`),
    visitors: (n: number) => (n === 1 ? "1 more person looking at the invitation" : `${n} more people looking at the invitation`),
    options: "Options",
  },
  missing: {
    title: "No such game",
    body: "There is no game at this address. The link may be mistyped, or the game was never created here.",
    home: "Start a new game",
    notFound: "Page not found",
  },
  staleLink: {
    title: "This seat link opens no seat",
    body: "The seat this link was for has been left or given to someone else, or the link is mistyped. This browser has forgotten it. You can still watch the game, or take a free seat if its lobby has one.",
    go: "Go to the game",
  },
  conn: {
    lost: (s: number) => `Connection lost — reconnecting${s ? ` in ${s} s` : "…"}`,
    retry: "Retry now",
    notConnected: "Not connected: the move was not sent. Wait for the connection to come back.",
    seatLost: "This seat was left or moved in another tab; you are watching now.",
  },
  banner: {
    yourMove: "Your move",
    alsoWaiting: (names: string) => `also waiting for ${names}`,
    waitingFor: (names: string) => `Waiting for ${names}`,
    gameOver: (winner: string) => `Game over: ${winner} wins.`,
    apLeft: (n: number) => (n === 1 ? "1 Action Point left" : `${n} Action Points left`),
    spectating: "Spectating",
    sending: "sending…",
    readOnly: "The server's database did not confirm the last move. This is the table as last confirmed; no moves are taken until the database is back, then the table reloads by itself.",
  },
  top: {
    turn: (t: number, of: number) => `Turn ${t} of ${of}`,
    initiative: "Initiative",
    rules: "Rules",
    device: "Another device",
    menu: "Menu",
    jumpBoard: "Board",
    jumpMe: "My board",
    jumpLog: "Log",
    notify: "Notify me",
    fame: "Fame track",
    online: "connected",
    offline: "away",
    bot: "bot",
    awaySince: (since: string) => `away for ${since}`,
    standIn: { away: "a bot plays for now", timed_out: "out of time: a bot plays", forfeited: "forfeited on time: a bot plays to the end" } as Record<string, string>,
    handToBot: "Hand to a bot",
    handToBotTitle: "Let a bot play this seat until its player comes back (the creator decides, or a majority of the others)",
    votes: (n: number, need: number) => `${n} of ${need} votes`,
    takeBack: "Take my seat back",
    lowTime: "little time left",
    webhook: "Turn webhook",
    webhookTitle: "Call a URL when it is your move",
    webhookBody: "The server calls this address (HTTP POST, JSON) whenever the game starts waiting for your seat: use it with a chat bot or a phone notification service. Leave it empty to remove it.",
    webhookSave: "Save",
    webhookSaved: "Saved.",
    close: "Close",
  },
  dock: {
    acting: (who: string, where: string) => `Your ${who} at ${where}`,
    linkBonus: (n: number) => (n === 1 ? "1 Link Bonus to take" : `${n} Link Bonuses to take`),
    waiting: "Not your move",
    idleHint: "Pick a highlighted thing on the board to make a move.",
    since: "Since your last move",
    sinceMore: (n: number) => `and ${n} more in the log`,
    dismiss: "Dismiss",
    everyMove: (n: number) => `All legal moves (${n})`,
    takeLinkBonus: "Take Link Bonus…",
    undo: "Undo",
    undoTitle: "Take back your last move (possible until someone else acts or something hidden is revealed)",
    endActions: "End Actions",
    autoEnd: "End my Actions by myself when no Action Point is left",
    tabs: "Table sections",
    tabMove: "Move",
    tabBoard: "My board",
    tabLog: "Log",
    nothingToDo: "Nothing to do right now.",
  },
  composer: {
    choose: "Choose an action",
    pickBoard: "Or pick another highlighted place on the board.",
    orThese: "Or one of these",
    action: "Action",
    via: (thing: string) => `First the placement; once your Character acts there, ${thing || "the thing you picked"} is proposed.`,
    pickOr: "Or pick another highlighted place on the board, or one of these",
    gone: "That is no longer possible.",
    send: "Send",
    sendAnyway: "Send anyway",
    cancel: "Cancel",
    pending: "Sending…",
    previewing: "Working out what this does…",
    refused: "Not possible:",
    then: "After that",
    warningsTitle: "Before you send",
    apLeft: (n: number) => `${n} AP left`,
    noAp: "Actions end",
    wages: (from: number, to: number) => `Wages at End Turn: ${from} → ${count(to, "Coin")}`,
    keys: "Enter sends, Esc cancels",
  },
  own: {
    title: (name: string) => `${name} (you)`,
    magician: "Magician",
    noMagician: "no Magician yet",
    coins: "Coins",
    fame: "Fame",
    shards: "Trickerion Shards",
    cards: (n: number) => `${count(n, "card")} in hand`,
    initiative: (n: number) => `Initiative #${n}`,
    wages: (n: number) => `Wages due at End Turn: ${count(n, "Coin")}`,
    wagesPlanned: (n: number, coins: number) => `Wages if every Character with a card works: ${count(n, "Coin")} (you have ${count(coins, "Coin")})`,
    /** End Turn Phase, Pay Wages: each Coin short costs Fame. */
    wagesShort: (short: number, fame: number) => `${count(short, "Coin")} short: you lose ${fame} Fame at End Turn unless you earn more`,
    tricks: "Tricks",
    none: "none",
    components: "Components",
    characters: "Characters",
    hand: "Your Assignment cards",
    specials: "Your Special Assignment cards",
    workshop: "Workshop",
    workshopSlot: (n: number) => `Workshop slot ${n + 1}`,
    multi: "Manager's Multi slots",
    empty: "empty",
    assistantSlot: "Assistant's Apprentice slot",
    giveBack: "Give back…",
    giveBackHint: "Return a Trick or Components (deliberately; it cannot be undone)",
    doneAssigning: "Done assigning",
    declineAbility: "Do not use the ability",
    ability: "Ability",
    abilityUsed: "ability used this turn",
    poster: "Poster out",
    markers: (n: number) => count(n, "marker"),
    onCard: "on the card",
    engineerSlot: "Engineer's slot",
    enhanced: "Enhanced",
    state: { home: "at home", inn: "at the Inn (joins at End Turn)", idle: "Idle", supply: "not hired", placed: "placed" } as Record<string, string>,
    card: {
      none: "no card",
      faceDown: "face-down card",
      revealed: (loc: string) => `${loc} card`,
      special: (loc: string, name: string) => `${loc} card: ${name}`,
    },
    lastMove: "Last move",
    handSize: "Cards in hand",
    toMove: "to move",
    more: "More",
  },
  area: {
    academy: "Dahlgaard's Academy",
    downtown: "Downtown",
    market: "Market Row",
    alley: "Dark Alley",
    theater: "Theater",
    opponents: "Opponents",
    players: "Players",
    residence: "Dahlgaard Residence",
    residenceCount: (n: number) => count(n, "Trick"),
    show: "Show",
    hide: "Hide",
    residenceDice: "Residence",
    inn: "Inn",
    bank: "Bank",
    atInn: (names: string) => `At the Inn: ${names}`,
    covered: "covered",
    coveredTitle: "Covered: fewer than four players, or this turn's Turn Setup card (Duel of Magicians)",
    free: "free",
    buy: "Buy",
    order: "Order",
    quick: "Quick",
    quickTitle: "Quick Order slot: arrives at once, costs 1 Coin more",
    extra: "Beside the Buy area (Logistics, this turn)",
    price: (n: number) => count(n, "Coin"),
    weekdays: "Weekdays",
    backstage: (n: number) => `Backstage ${n + 1}`,
    performanceSlot: "Performance",
    performanceSlotTitle: "Magicians only; no Action Points here",
    deck: (n: number) => `Deck: ${count(n, "card")}`,
    bonus: "Performer's bonus",
    guests: "Guest Performers",
    piled: "Two piled markers (Supercharge)",
    slot: (n: number) => `Slot ${n + 1}`,
    link: "Link circle",
    shardLink: "Link circle with a Shard",
    declinePerf: "Do not Perform",
    specialDecks: "Special Assignment decks",
    left: (n: number) => `${n} left`,
    discards: (n: number) => `Discard pile: ${count(n, "card")}`,
    prophecies: "Prophecies",
    active: "Active",
    pending: "Pending",
    noneActive: "none",
    pile: (n: number) => `Prophecy pile: ${count(n, "card")}`,
    spent: (codes: string) => `spent: ${codes}`,
    fortune: "Fortune Telling…",
    advertise: "Advertise…",
    setup: "Set-up",
    magicians: "Magicians",
    taken: "taken",
    startTricks: "Starting Tricks",
    startComponents: "Choose starting Components…",
    specialist: { engineer: "Engineer…", manager: "Manager…", assistant: "Assistant" } as Record<string, string>,
    waitTricks: "Waiting for the others' Trick choices.",
    waitMagicians: (taken: string) => `Waiting for the other players to choose a Magician (${taken}).`,
    noneTaken: "none taken yet",
    takenList: (names: string) => `taken: ${names}`,
    favorite: (c: string) => `Favorite: ${c}`,
    log: "Game log",
    olderLines: (n: number) => `Show ${count(n, "older line")}`,
  },
  info: {
    close: "Close",
    whyNot: "Why not:",
    notYourMove: "It is not your move.",
    legal: "You may use this now.",
  },
  device: {
    title: "Continue on another device",
    body: "Open this link on your phone or another computer to play your seat there. Keep it private: whoever has it plays as you.",
    copy: "Copy link",
    copied: "Copied",
    spectator: "Spectators have no seat to take along.",
  },
  over: {
    title: "Game over",
    wins: (name: string, fame: number) => `${name} wins with ${fame} Fame`,
    tie: "A tie goes to the player ahead in the Initiative Order.",
    fameBefore: "Fame before scoring",
    shards: "Shards",
    coins: "Coins",
    apprentices: "Apprentices",
    specialists: "Specialists",
    specials: "Special cards",
    ft36: "FT36 Tricks",
    powers: "Powers",
    characters: "Characters (the Heir's)",
    banners: "Banners",
    total: "Total",
    newGame: "Start a new game",
    export: "Download the record",
    exportTitle: "The whole game as a file: every move, the names and the seed, which the trickerion command-line tool replays",
    place: (n: number) => `${n}.`,
    forfeited: "forfeited on time",
    forfeitedLast: "A player who forfeited on time ranks last, whatever their score.",
    rematch: "Rematch",
    rematchRotate: "Rematch, seats moved on by one",
    joinRematch: "Join the rematch",
    rematchOpen: "A rematch is waiting:",
    rematchLink: "open it",
  },
  rules: {
    title: "Rules in short",
    sections: [
      {
        h: "The goal",
        p: [
          "You lead a troupe of illusionists in the city of Magorian. Learn Tricks, buy the Components they need, prepare them in your Workshop and set them up on Performance cards in the Theater. The player with the most Fame after the last turn wins (5 turns; 7 with the Dark Alley).",
        ],
      },
      {
        h: "A turn",
        p: [
          "Start: the Downtown dice are rolled and the Initiative Order is set (lowest Fame first).",
          "Advertise: in Initiative Order you may pay Coins equal to your Initiative slot number for 2 Fame.",
          "Assignment: everyone secretly puts an Assignment card under each Character they want to use this turn. A Character without a card stays home.",
          "Place Characters: in Initiative Order, place one Character at a time on a slot of its card's Location and take its Actions with its Action Points at once.",
          "Performance: from Thursday to Sunday, a Magician on a day's Performance slot performs one Performance card; every Trick Marker on it pays its owner.",
          "End Turn: pay Wages (2 Coins per working Specialist, 1 per working Apprentice; 2 Fame per Coin you cannot pay), Characters come home, Orders arrive, the Theater's cards move along.",
        ],
      },
      {
        h: "Action Points",
        p: [
          "A Magician has 3 base Action Points, a Specialist 2, an Apprentice 1. The slot adds its printed modifier (+2, +1, +1 or 0 on the main board; Thursday backstage +1, Sunday backstage −1). A Magician on a Performance slot gets none. A Shard paid on placement gives +1. Unspent points are lost.",
        ],
      },
      {
        h: "Locations",
        p: [
          "Downtown: Learn a Trick with a Residence die (Fame Threshold: Fame you lack is paid in Coins), Hire a Character with an Inn die, Take Coins with a Bank die; reroll a die for 1 AP or set it for 2 AP.",
          "Market Row: Buy up to 3 of one Component in stock (Bargain: 1 AP for −1 Coin), Order a Component for next turn, or Quick Order one at once for 1 Coin more.",
          "Workshop: Prepare a Trick when you have its Components and its markers are off the card: its Trick Markers come onto the card.",
          "Theater (one weekday per player and turn, no Shards for extra points here): backstage, Set Up a marker of a Prepared Trick on a free Performance card slot, its category corner in a Link circle. Two corners of the same category in one circle form a Link: its creator takes a Link Bonus of 1, 2 or 3 Fame or Coins by the Trick's Fame Threshold (and a Shard for everyone linked in a Shard circle). Reschedule moves one of your markers, without Link Bonus.",
          "Dark Alley (expansion): draw a Special Assignment card, or move the Pending Prophecies with Fortune Telling.",
        ],
      },
      {
        h: "Performances",
        p: [
          "Each marker on the performed card pays its owner the Trick's yields (Fame, Coins, Shards), changed by the Performer's weekday (Thursday −1 Fame and −1 Coin per Trick, Sunday +1 and +1). The Performer also gets the card's bonus, 1 Fame per Link in the Performance, and a bonus for each Specialist they have in the Theater. Two markers of the same color and symbol never share a Performance.",
        ],
      },
      {
        h: "End of the game",
        p: [
          "After the last turn: 1 Fame per Shard, 1 per 3 Coins, 2 per Apprentice and 3 per Specialist (the Dark Alley scores its own categories, and Fame-Threshold-36 Tricks may score). Most Fame wins; a tie goes to the player ahead in the Initiative Order.",
        ],
      },
    ],
    note: "This summary is the project's own; the printed rulebook decides.",
  },
  legend: {
    title: "Symbols",
    intro: "Every symbol on the table, with what it means. Hover over one (or tap it on a touch screen) to see its name.",
    price: (coins: number) => `costs ${count(coins, "Coin")} at the Market Row`,
    markerSymbols: "Trick marker symbols",
    markerSymbolsMeans: "Each player's Tricks carry one of these; a marker with the symbol belongs to that Trick.",
    facing: "Marker facing",
    facingMeans: "A marker's category corner points to one edge of its Performance card; the arrow shows which.",
    heirDie: "Turn Setup die (solo games)",
    heirDieMeans: "A die has one cell per slot of its Location (the Theater die's: Thursday to Sunday); the two filled, crossed cells are covered this turn.",
    wages: "Wages",
    wagesMeans: (fame: number) => `Coins each Character costs at End Turn; every Coin you cannot pay costs ${fame} Fame.`,
    academyPrice: "Academy price (L1 3 Coins → 1 Fame)",
    academyPriceMeans: "Renovating a wing to that level costs the Coins and scores the Fame.",
  },
  error: { generic: (status: number) => `the server answered ${status}` },
  history: {
    open: "Look back",
    openTitle: "See the table at any earlier move",
    controls: "Move through the game",
    first: "First move",
    previous: "Previous move",
    next: "Next move",
    last: "Last move",
    slider: "Move",
    where: (v: number, last: number) => `Move ${v} of ${last}`,
    back: "Back to the game",
    moves: "Moves",
    start: "Set-up begins",
    revealed: "The game is over: every hand and face-down card is shown.",
    replay: "Watch the replay",
    replayTitle: (id: string) => `Replay of game ${id}`,
    notOver: "This game is not over yet: its replay opens when it ends.",
    lookingBack: (v: number, last: number) => `Looking back at move ${v} of ${last}`,
    chatUnplaced: "Chat whose moment in the game is not known",
  },
  a11y: {
    yourMove: "Your move",
    dock: "Your side of the table",
    menu: "Menu",
    prices: "Prices",
    boardOf: (name: string) => `${name}'s board`,
  },
  /** Amounts read out by screen readers and tooltips. */
  amount: {
    fame: (n: number) => `${n} Fame`,
    coins: (n: number) => count(n, "Coin"),
    shards: (n: number) => count(n, "Shard"),
  },
  possessive: (who: string, what: string) => `${who}'s ${what}`,
  resultAfterSend: "the result shows only after you send.",
  markersPerPrepare: (n: number, ap: number) => `${count(n, "Trick Marker")} per Prepare, ${ap} AP`,
  fameThreshold: (n: number) => `Fame Threshold ${n}`,
  markerTitle: (owner: string, what: string, symbol: string, category: string, facing: string) =>
    `${owner}'s ${what} marker (${symbol}), ${category} corner facing ${facing}`,
  backstageMod: "backstage",
  perTrick: "per Trick",
  facts: {
    deckTitle: (loc: string) => `${loc} Special Assignment deck`,
    emptyDeck: "empty",
    pendingTitle: (n: number) => `Pending Prophecy ${n}`,
    fortune: "Fortune Telling moves every Pending Prophecy one slot to the left.",
    prophecies: "Prophecies",
    eachAtMarket: (price: number) => `${count(price, "Coin")} each at the Market Row.`,
    orderTitle: (n: number) => `Order slot ${n}`,
    order: "An ordered Component joins the Buy area at End Turn.",
    quickTitle: "Quick Order",
    quick: "The Component arrives at once and costs 1 Coin more; the slot stays taken this turn.",
    showing: (face: string) => `Showing ${face}.`,
    performerBonus: (y: string) => `Performer's bonus: ${y}, plus 1 Fame per Link.`,
    pslotTitle: (card: string, n: number) => `${card}, slot ${n}`,
    pslot: "A free slot: Set Up a Trick Marker here with its category corner in a Link circle.",
    markerTitle: (owner: string, symbol: string) => `${owner}'s marker ${symbol}`,
    categoryTrick: (c: string) => `${c} Trick`,
    character: (ap: number, wage: number) => `${ap} base Action Points; ${wage ? `Wages ${count(wage, "Coin")} at End Turn when it works` : "no Wages"}.`,
    handTitle: (loc: string) => `${loc} Assignment card`,
    hand: (loc: string) => `Put it under a Character: that Character goes to ${loc} this turn.`,
    mainSlotTitle: (loc: string, n: number) => `${loc} slot ${n}`,
    mainSlot: (mod: string) => `A Character here gets its base Action Points ${mod}.`,
    workshopTitle: (n: number) => `Workshop slot ${n}`,
    workshop: "Your own Workshop: base Action Points, no modifier.",
    backstageTitle: (day: string, n: number) => `${day} backstage ${n}`,
    weekday: (day: string, effect: string) => `${day}: ${effect}.`,
    theaterRules: "One weekday per player each turn; no Shards for extra points in the Theater.",
    performanceTitle: (day: string) => `${day} Performance slot`,
    performance: (day: string) => `Magicians only, with no Action Points: the Magician performs one card on ${day}.`,
    magician: "Magician",
  },
  academy: {
    classrooms: "Classrooms",
    practiceRooms: "Practice Rooms",
    ruin: "Ruin",
    rundown: "run-down, may be renovated",
    levelShort: (level: number) => `L${level}`,
    price: (level: number, coins: number, fame: number) => `Renovate to level ${level}: pay ${count(coins, "Coin")}, score ${fame} Fame`,
    slot: (slot: number) => `slot ${slot + 1}`,
    markerOf: (who: string, trick: string) => `${who}'s ${trick}`,
    popular: (bonus: string) => `Popular Class Bonus when both slots are taken: ${bonus}`,
    secrets: "Protégé Secrets",
    deck: (n: number) => `Secret deck: ${count(n, "tile")} face down`,
    deckTitle: "The Secret deck is face down: its order is hidden from everyone",
    banners: "Banners",
    bannersShort: (placed: number, supply: number) => `${placed} placed, ${supply} left`,
    bannersOf: (who: string, placed: number, supply: number) => `${who}: ${count(placed, "Banner")} on renovated tiles, ${supply} unused`,
    protege: "Protégé",
    protegeNow: (ap: number, wage: number) => `${ap} AP, wage ${count(wage, "Coin")}`,
    space: (k: number) => `Secret space ${k + 1}`,
    printed: (ap: number, wage: number) => `${ap} AP, wage ${count(wage, "Coin")}`,
    printedShort: (ap: number, wage: number) => `${ap} AP · ${wage}¢`,
    lendTitle: "Anjali: lend one of these Secrets to an Apprentice (1 Coin, back if it stays Idle)",
    lendSecret: (name: string, text: string) => `Lend ${name} (${text}) to an Apprentice`,
    lent: (apprentice: string, name: string | null) => (name === null ? `Anjali's Coin on ${apprentice}: it carries one of the Protégé's Secrets (hidden until its card is revealed)` : `Anjali's Coin on ${apprentice}: it carries ${name}`),
  },
  content: {
    notice: "This game uses provisional cards: the printed Magician Powers and Duel of Magicians cards are not published, so the project designed its own to fit the rules.",
    noticeWhich: (what: string) => `This game uses provisional ${what} cards: the printed ones are not published, so the project designed its own to fit the rules.`,
    powers: "Magician Powers",
    duel: "Duel of Magicians",
    academy: "Dahlgaard's Academy",
    heir: "Dahlgaard's Heir (Plan tiles, Turn Setup dice and Solo Performance)",
    and: "and",
    more: "How they were made (docs/CONTENT.md)",
    /** docs/CONTENT.md, embedded in the server and served at this path. */
    docUrl: "/docs/content",
  },
  powers: {
    title: "Magician Powers",
    slots: "Power slots",
    slot: (n: number) => `Power slot ${n + 1}`,
    slotShards: (n: number) => count(n, "Shard symbol"),
    open: "open",
    closed: "closed",
    empty: "no Power",
    excess: (n: number) => `${count(n, "more Shard")} beyond the slots`,
    hand: "Your Powers",
    handSize: (n: number) => count(n, "Power") + " in hand",
    discarded: (n: number) => `${n} discarded`,
    yourDiscards: "Discarded",
    coinsOnCard: (n: number) => `${count(n, "Coin")} on Private Investments`,
    pass: "Learn no Power",
    gamble: "Gamble…",
    keep: "Keep the cards (+1 Coin)",
    threshold: (n: number) => `Fame Threshold ${n}`,
  },
  heir: {
    name: "Dahlgaard's Heir",
    /** The lobby's opponent row. */
    opponent: (difficulty: string) => `Dahlgaard's Heir (${difficulty}), played by the game itself`,
    nobodyTakes: "nobody takes this seat",
    difficulty: (d: string) => `${d} difficulty`,
    coinPurse: (n: number) => `${count(n, "Coin")} in its Coin Purse`,
    discarded: (n: number) => `${count(n, "Coin")} discarded for Fame so far`,
    specials: (n: number) => `${count(n, "Special Assignment card")} (2 Fame each at the end)`,
    plan: "Plan tile",
    noPlan: "no Plan tile revealed yet",
    planKind: { perform: "Perform", set_up: "Set up" } as Record<string, string>,
    planTitle: (code: string, kind: string) => `Plan tile ${code} (${kind}): the order its Characters get their Assignment cards`,
    special: "Special",
    plansLeft: (n: number) => `${count(n, "tile")} left (order hidden)`,
    used: (codes: string) => `used: ${codes}`,
    dice: "Turn Setup dice",
    diceHint: "Each die covers two slots of its Location (the Theater's: two weekdays); a marker shows the dice re-rolled last turn, which may not be re-rolled now.",
    die: (location: string, covers: string, marked: boolean) => `${location}: covers ${covers}${marked ? " (Turn Setup marker: re-rolled last turn)" : ""}`,
    notRolled: "not rolled yet",
    faceOnly: (face: number) => `the slots of its face ${face}`,
    marked: "marker",
    shopping: "Shopping List",
    tricks: "Tricks",
    characters: "Characters",
    lastAct: "Last",
  },
  duel: {
    title: "Turn Setup (Duel of Magicians)",
    now: "This turn",
    next: "Next turn",
    none: "none",
    left: (n: number) => `${count(n, "card")} left, the next one included`,
    covered: "covered this turn",
    grayMarker: (category: string, dir: string) => `Gray marker (nobody's; you may Link with it): ${category} corner facing ${dir}`,
  },
  chat: {
    title: "Chat",
    table: "Table",
    spectators: "Spectators",
    tableHint: "Only the players read this while the game is played; it is shown with the replay once the game is over.",
    readOnly: "Players read the spectators' chat; they do not post in it.",
    closed: "The game's creator closed the spectators' chat.",
    empty: "No messages yet.",
    placeholder: "Say something…",
    send: "Send",
    older: "Older messages",
    yourName: "Your name in the chat",
    mute: "Mute",
    unmute: "Unmute",
    muteSeat: (name: string) => `Mute ${name} (only for you)`,
    unmuteSeat: (name: string) => `Unmute ${name}`,
    muteSpectators: "Mute the spectators (only for you)",
    mutedSpectators: "You muted the spectators' chat.",
    hidden: (n: number) => `${n} muted`,
    unread: (n: number) => `${n} unread`,
    open: (n: number) => (n ? `Chat (${n})` : "Chat"),
    close: "Close the chat",
    newTitle: (n: number) => `(${n}) New message — Trickerion`,
    spectator: "spectator",
    sound: "Sound on new messages",
    closeSpectators: "Close the spectators' chat",
    openSpectators: "Open the spectators' chat",
    muteForGame: (name: string) => `Mute ${name} in this game`,
  },
};
