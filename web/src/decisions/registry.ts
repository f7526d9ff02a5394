// One renderer per kind of decision, in one registry the type checker verifies:
// every `Command["type"]` must have an entry, and each entry only sees its own
// command shape. An entry says which board things the command acts on
// (`targets`, the keys the board's components carry), which extra choices the
// composer shows as buttons (`fields`), and how to say the command in words.
import type { Command } from "../generated/Command";
import type { SpecialistChoice } from "../generated/SpecialistChoice";
import type { PrepareOption } from "../generated/PrepareOption";
import type { BuyPayment } from "../generated/BuyPayment";
import type { Shoplift } from "../generated/Shoplift";
import type { Steal } from "../generated/Steal";
import type { Premiere } from "../generated/Premiere";
import type { ComponentSet } from "../generated/ComponentSet";
import type { Component } from "../generated/Component";
import {
  cardName,
  categoryName,
  characterName,
  componentName,
  componentSetName,
  dieFaceName,
  dieName,
  dirName,
  DIR_ARROW,
  locationName,
  seatLabel,
  specialistName,
  specialName,
  slotKey,
  slotName,
  trickName,
} from "../labels";
import { magician } from "../catalog";

export type CommandType = Command["type"];
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;

export interface Field<C> {
  /** Name of the choice, shown above its buttons. */
  name: string;
  /** A stable value key for comparing candidates. */
  value(c: C): string;
  /** The button's words for this value. */
  show(c: C): string;
}

export interface DecisionSpec<C> {
  /** What the player decides, e.g. "Set up a Trick". */
  title: string;
  /** Group in the "all legal moves" list. */
  group: Group;
  /** Board keys this command acts on (see `keys.ts`). */
  targets(c: C): string[];
  /** Choices that are not a thing on the board. */
  fields: Field<C>[];
  /** The whole command in words. */
  label(c: C): string;
}

export type Group =
  | "Set-up"
  | "Advertise"
  | "Assignment"
  | "Placement"
  | "Downtown"
  | "Market Row"
  | "Workshop"
  | "Dark Alley"
  | "Theater"
  | "Performance"
  | "Magician ability"
  | "Any time";
export const GROUP_ORDER: Group[] = [
  "Set-up",
  "Advertise",
  "Assignment",
  "Placement",
  "Downtown",
  "Market Row",
  "Workshop",
  "Dark Alley",
  "Theater",
  "Performance",
  "Magician ability",
  "Any time",
];

export type Registry = { [K in CommandType]: DecisionSpec<CommandOf<K>> };

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

const die = (c: { die: string }) => `die:${c.die}`;

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
function payName(p: BuyPayment): string {
  return { coins: "Pay in Coins", fame: "Pay in Fame", shard: "Pay with a Shard" }[p];
}
function shopliftName(s: Shoplift | null): string {
  return s ? `Shoplift ${componentName(s.component)}, replaced by ${componentName(s.replacement)}` : "No Shoplifting";
}
function stealName(s: Steal | null): string {
  return s ? `Steal: ${trickName(s.trick)} of ${seatLabel(s.from)} instead of your ${trickName(s.own)}` : "No Trick Steal";
}
function premiereName(p: Premiere | null): string {
  return p ? `Grand Premiere: double the ${p.doubled === "shards" ? "Shards" : p.doubled === "fame" ? "Fame" : "Coins"} of ${trickName(p.trick)}` : "No Grand Premiere";
}
function durableName(t: number | null): string {
  return t === null ? "No Durable Components" : `Durable Components: a marker of ${trickName(t)} goes back`;
}
/** Board keys of the Components of a set, as in the Buy area. */
function buyKeys(set: ComponentSet): string[] {
  return Object.entries(set)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([c]) => `buy:${c as Component}`);
}
const orNone = (parts: string[]) => parts.filter((x) => x).join(", ");

export const registry: Registry = {
  choose_magician: {
    title: "Choose your Magician",
    group: "Set-up",
    targets: (c) => [`magician:${c.magician}`],
    fields: [],
    label: (c) => `Choose ${magician(c.magician).name} (Favorite: ${categoryName(magician(c.magician).favorite)})`,
  },
  choose_starting_trick: {
    title: "Choose your starting Trick",
    group: "Set-up",
    targets: (c) => [`trick:${c.trick}`],
    fields: [],
    label: (c) => `Start with ${trickName(c.trick)}`,
  },
  choose_starting_components: {
    title: "Choose starting Components worth 2 Coins",
    group: "Set-up",
    targets: () => ["setup:components"],
    fields: [{ name: "Components", value: (c) => componentSetName(c.components), show: (c) => componentSetName(c.components) }],
    label: (c) => `Start with ${componentSetName(c.components)}`,
  },
  choose_specialist: {
    title: "Choose a Specialist",
    group: "Set-up",
    targets: (c) => [`specialist:${c.choice.specialist}`],
    fields: [{ name: "Bonus", value: (c) => specialistLabel(c.choice), show: (c) => specialistLabel(c.choice) }],
    label: (c) => `Hire the ${specialistLabel(c.choice)}`,
  },
  advertise: {
    title: "Advertise",
    group: "Advertise",
    targets: () => ["advertise"],
    fields: [],
    label: () => "Advertise: pay Coins equal to your Initiative slot, gain 2 Fame",
  },
  decline_advertise: {
    title: "Do not Advertise",
    group: "Advertise",
    targets: () => ["advertise"],
    fields: [],
    label: () => "Do not Advertise this turn",
  },
  assign: {
    title: "Assign a card",
    group: "Assignment",
    targets: (c) => [`char:${c.character}`, `hand:${c.location}`],
    fields: [],
    label: (c) => `Put a ${locationName(c.location)} card under your ${characterName(c.character)}`,
  },
  unassign: {
    title: "Take a card back",
    group: "Assignment",
    targets: (c) => [`char:${c.character}`],
    fields: [],
    label: (c) => `Take back the card under your ${characterName(c.character)}`,
  },
  confirm_assignments: {
    title: "Done assigning",
    group: "Assignment",
    targets: () => ["confirm"],
    fields: [],
    label: () => "Done assigning for this turn",
  },
  place: {
    title: "Place a Character",
    group: "Placement",
    targets: (c) => [`char:${c.character}`, slotKey(c.slot)],
    fields: [{ name: "Enhance", value: (c) => String(c.enhance), show: (c) => (c.enhance ? "Pay a Shard for +1 AP" : "No Shard") }],
    label: (c) => `Place your ${characterName(c.character)} on ${slotName(c.slot)}${c.enhance ? ", paying a Shard for +1 AP" : ""}`,
  },
  leave_idle: {
    title: "Leave a Character Idle",
    group: "Placement",
    targets: (c) => [`char:${c.character}`],
    fields: [],
    label: (c) => `Leave your ${characterName(c.character)} Idle this turn`,
  },
  end_actions: {
    title: "End Actions",
    group: "Placement",
    targets: () => ["end_actions"],
    fields: [],
    label: () => "End this Character's Actions (unspent points are lost)",
  },
  learn_trick: {
    title: "Learn a Trick",
    group: "Downtown",
    targets: (c) => [die(c), `trick:${c.trick}`],
    fields: [],
    label: (c) => `Learn ${trickName(c.trick)} with ${dieName(c.die)}`,
  },
  hire: {
    title: "Hire",
    group: "Downtown",
    targets: (c) => [die(c)],
    fields: [],
    label: (c) => `Hire with ${dieName(c.die)}`,
  },
  take_coins: {
    title: "Take Coins",
    group: "Downtown",
    targets: (c) => [die(c)],
    fields: [],
    label: (c) => `Take Coins with ${dieName(c.die)}`,
  },
  reroll_die: {
    title: "Reroll a die",
    group: "Downtown",
    targets: (c) => [die(c)],
    fields: [],
    label: (c) => `Reroll ${dieName(c.die)} (1 AP)`,
  },
  set_die: {
    title: "Set a die",
    group: "Downtown",
    targets: (c) => [die(c)],
    fields: [{ name: "Face", value: (c) => JSON.stringify(c.face), show: (c) => dieFaceName(c.face) }],
    label: (c) => `Turn ${dieName(c.die)} to ${dieFaceName(c.face)} (2 AP)`,
  },
  buy: {
    title: "Buy Components",
    group: "Market Row",
    targets: (c) => [`buy:${c.component}`],
    fields: [
      { name: "How many", value: (c) => String(c.count), show: (c) => `${c.count}` },
      { name: "Bargain (AP spent for -1 Coin each)", value: (c) => String(c.bargain), show: (c) => (c.bargain ? `Bargain ${c.bargain}` : "No Bargain") },
    ],
    label: (c) => `Buy ${c.count} ${componentName(c.component)}${c.bargain ? `, Bargain ${c.bargain}` : ""}`,
  },
  order: {
    title: "Order a Component",
    group: "Market Row",
    targets: (c) => [`order:${c.slot}`],
    fields: [{ name: "Component", value: (c) => c.component, show: (c) => componentName(c.component) }],
    label: (c) => `Order ${componentName(c.component)} into Order slot ${c.slot + 1}`,
  },
  quick_order: {
    title: "Quick Order",
    group: "Market Row",
    targets: () => ["quick"],
    fields: [{ name: "Component", value: (c) => c.component, show: (c) => componentName(c.component) }],
    label: (c) => `Quick Order ${componentName(c.component)}`,
  },
  prepare: {
    title: "Prepare a Trick",
    group: "Workshop",
    targets: (c) => [`own:${c.trick}`],
    fields: [],
    label: (c) => `Prepare ${trickName(c.trick)}`,
  },
  move_trick: {
    title: "Move a Trick to the Engineer",
    group: "Workshop",
    targets: (c) => [`own:${c.trick}`],
    fields: [],
    label: (c) => `Move ${trickName(c.trick)} onto the Engineer's Trick slot`,
  },
  move_components: {
    title: "Move Components to the Manager",
    group: "Workshop",
    targets: (c) => [`comp:${c.component}`],
    fields: [{ name: "Multi slot", value: (c) => String(c.slot), show: (c) => `Multi slot ${c.slot + 1}` }],
    label: (c) => `Move ${componentName(c.component)} onto the Manager's Multi slot ${c.slot + 1}`,
  },
  move_apprentice: {
    title: "Move an Apprentice to the Assistant",
    group: "Workshop",
    targets: (c) => [`char:${c.apprentice}`],
    fields: [],
    label: (c) => `Move ${characterName(c.apprentice)} onto the Assistant's slot`,
  },
  set_up_trick: {
    title: "Set up a Trick",
    group: "Theater",
    targets: (c) => [`own:${c.trick}`, `pslot:${c.card}:${c.slot}`],
    fields: [{ name: "Facing", value: (c) => c.facing, show: (c) => `${DIR_ARROW[c.facing]} ${dirName(c.facing)}` }],
    label: (c) => `Set up ${trickName(c.trick)} on ${cardName(c.card)} slot ${c.slot + 1}, facing ${dirName(c.facing)}`,
  },
  reschedule: {
    title: "Reschedule a marker",
    group: "Theater",
    targets: (c) => [`marker:${c.card}:${c.slot}`, `pslot:${c.to_card}:${c.to_slot}`],
    fields: [{ name: "Facing", value: (c) => c.facing, show: (c) => `${DIR_ARROW[c.facing]} ${dirName(c.facing)}` }],
    label: (c) => `Move your marker from ${cardName(c.card)} slot ${c.slot + 1} to ${cardName(c.to_card)} slot ${c.to_slot + 1}, facing ${dirName(c.facing)}`,
  },
  take_link_bonus: {
    title: "Take a Link Bonus",
    group: "Theater",
    targets: () => ["link_bonus"],
    fields: [{ name: "Reward", value: (c) => c.reward, show: (c) => (c.reward === "fame" ? "Fame" : "Coins") }],
    label: (c) => `Take the Link Bonus as ${c.reward === "fame" ? "Fame" : "Coins"}`,
  },
  perform: {
    title: "Perform",
    group: "Performance",
    targets: (c) => [`perf:${c.card}`],
    fields: [],
    label: (c) => `Perform on ${cardName(c.card)}`,
  },
  decline_performance: {
    title: "Do not Perform",
    group: "Performance",
    targets: () => ["decline_perf"],
    fields: [],
    label: () => "Do not Perform today",
  },
  // --- Dark Alley ---
  assign_special: {
    title: "Assign a Special Assignment card",
    group: "Assignment",
    targets: (c) => [`char:${c.character}`, `special:${c.card}`],
    fields: [],
    label: (c) => `Put ${specialName(c.card)} under your ${characterName(c.character)}`,
  },
  place_with: {
    title: "Place a Character (Dark Alley)",
    group: "Placement",
    targets: (c) => [`char:${c.character}`, slotKey(c.slot)],
    fields: [
      { name: "Enhance", value: (c) => String(c.enhance), show: (c) => (c.enhance ? "Pay a Shard for +1 AP" : "No Shard") },
      { name: "Forfeit", value: (c) => String(c.forfeit), show: (c) => (c.forfeit ? "Give up the Special Assignment for +1 AP" : "Keep the Special Assignment") },
      { name: "Boost", value: (c) => String(c.boost), show: (c) => (c.boost ? "Mechaniker's +1 AP" : "No boost") },
      { name: "Mimic", value: (c) => String(c.mimic), show: (c) => (c.mimic === null ? "No mimicry" : `Mimic ${specialName(c.mimic)}`) },
    ],
    label: (c) =>
      `Place your ${characterName(c.character)} on ${slotName(c.slot)}` +
      (c.enhance ? ", paying a Shard for +1 AP" : "") +
      (c.forfeit ? ", giving up its Special Assignment for +1 AP" : "") +
      (c.boost ? ", with the Mechaniker's +1 AP" : "") +
      (c.mimic !== null ? `, mimicking ${specialName(c.mimic)}` : ""),
  },
  draw_special: {
    title: "Draw a Special Assignment card",
    group: "Dark Alley",
    targets: (c) => [`alley:deck:${c.deck}`],
    fields: [],
    label: (c) => `Draw a ${locationName(c.deck)} Special Assignment card`,
  },
  fortune_telling: {
    title: "Fortune Telling",
    group: "Dark Alley",
    targets: () => ["alley:prophecies"],
    fields: [],
    label: () => "Fortune Telling: move each Pending Prophecy one slot",
  },
  fate_weaving: {
    title: "Fate Weaving",
    group: "Magician ability",
    targets: (c) => [`alley:pending:${c.pending}`],
    fields: [],
    label: (c) => `Fate Weaving: make Pending Prophecy ${c.pending + 1} Active`,
  },
  prepare_with: {
    title: "Prepare a Trick (Special Assignment)",
    group: "Workshop",
    targets: (c) => [`own:${c.trick}`],
    fields: [{ name: "Option", value: (c) => JSON.stringify(c.option), show: (c) => prepareOptionLabel(c.option) }],
    label: (c) => `Prepare ${trickName(c.trick)} with ${prepareOptionLabel(c.option)}`,
  },
  learn_overhaul: {
    title: "Learn with Trick Overhaul",
    group: "Downtown",
    targets: (c) => [die(c), `trick:${c.trick}`, `own:${c.overhaul}`],
    fields: [],
    label: (c) => `Learn ${trickName(c.trick)} with ${dieName(c.die)}, overhauling ${trickName(c.overhaul)}`,
  },
  hire_with: {
    title: "Hire (Special Assignment)",
    group: "Downtown",
    targets: (c) => [die(c)],
    fields: [
      { name: "Character", value: (c) => c.character, show: (c) => characterName(c.character) },
      { name: "Second Apprentice", value: (c) => String(c.second), show: (c) => (c.second ? "A second Apprentice for 3 Coins" : "No second Apprentice") },
    ],
    label: (c) => `Hire ${characterName(c.character)} with ${dieName(c.die)}${c.second ? ", and a second Apprentice for 3 Coins" : ""}`,
  },
  take_coins_investing: {
    title: "Take Coins with Investments",
    group: "Downtown",
    targets: (c) => [die(c)],
    fields: [{ name: "Buy", value: (c) => componentSetName(c.buy), show: (c) => componentSetName(c.buy) }],
    label: (c) => `Take Coins with ${dieName(c.die)} and buy ${componentSetName(c.buy)} at once`,
  },
  buy_with: {
    title: "Buy Components (Special Assignment)",
    group: "Market Row",
    targets: (c) => buyKeys(c.items),
    fields: [
      { name: "Items", value: (c) => componentSetName(c.items), show: (c) => componentSetName(c.items) },
      { name: "Bargain (AP spent for -1 Coin each)", value: (c) => String(c.bargain), show: (c) => (c.bargain ? `Bargain ${c.bargain}` : "No Bargain") },
      { name: "Payment", value: (c) => c.pay, show: (c) => payName(c.pay) },
      { name: "Shoplifting", value: (c) => JSON.stringify(c.shoplift), show: (c) => shopliftName(c.shoplift) },
    ],
    label: (c) =>
      orNone([
        `Buy ${componentSetName(c.items)}`,
        c.bargain ? `Bargain ${c.bargain}` : "",
        c.pay !== "coins" ? payName(c.pay) : "",
        c.shoplift ? shopliftName(c.shoplift) : "",
      ]),
  },
  order_with: {
    title: "Order with Traveling Merchants",
    group: "Market Row",
    targets: (c) => [`order:${c.slot}`],
    fields: [
      { name: "Component", value: (c) => c.component, show: (c) => componentName(c.component) },
      { name: "Buy one now", value: (c) => String(c.buy_now), show: (c) => (c.buy_now ? "Buy one now (price + 1)" : "Only order") },
    ],
    label: (c) => `Order ${componentName(c.component)} into Order slot ${c.slot + 1}${c.buy_now ? ", buying one now for its price + 1" : ""}`,
  },
  set_up_swapping: {
    title: "Set up a Trick with Buying Time",
    group: "Theater",
    targets: (c) => [`own:${c.trick}`, `pslot:${c.card}:${c.slot}`],
    fields: [
      { name: "Facing", value: (c) => c.facing, show: (c) => `${DIR_ARROW[c.facing]} ${dirName(c.facing)}` },
      { name: "Swap", value: (c) => c.swap.join(","), show: (c) => `Swap ${cardName(c.swap[0])} and ${cardName(c.swap[1])}` },
    ],
    label: (c) =>
      `Set up ${trickName(c.trick)} on ${cardName(c.card)} slot ${c.slot + 1}, facing ${dirName(c.facing)}, then swap ${cardName(c.swap[0])} and ${cardName(c.swap[1])} for 3 Coins`,
  },
  set_up_guest: {
    title: "Set up as Guest Performer",
    group: "Theater",
    targets: (c) => [`own:${c.trick}`, `perf:${c.card}`],
    fields: [],
    label: (c) => `Guest Performer: set up ${trickName(c.trick)} beside the slots of ${cardName(c.card)}`,
  },
  street_performance: {
    title: "Street Performance",
    group: "Theater",
    targets: (c) => [`marker:${c.card}:${c.slot}`],
    fields: [],
    label: (c) => `Street Performance: take your marker off ${cardName(c.card)} slot ${c.slot + 1} for its Trick's yields`,
  },
  set_up_piled: {
    title: "Set up two piled markers (Supercharge)",
    group: "Theater",
    targets: (c) => [`own:${c.trick}`, `pslot:${c.card}:${c.slot}`],
    fields: [{ name: "Facing", value: (c) => c.facing, show: (c) => `${DIR_ARROW[c.facing]} ${dirName(c.facing)}` }],
    label: (c) => `Supercharge: set up two markers of ${trickName(c.trick)} piled on ${cardName(c.card)} slot ${c.slot + 1}, facing ${dirName(c.facing)}`,
  },
  perform_with: {
    title: "Perform (Dark Alley)",
    group: "Performance",
    targets: (c) => [`perf:${c.card}`],
    fields: [
      { name: "Trick Steal", value: (c) => JSON.stringify(c.steal), show: (c) => stealName(c.steal) },
      { name: "Grand Premiere", value: (c) => JSON.stringify(c.premiere), show: (c) => premiereName(c.premiere) },
      { name: "Durable Components", value: (c) => String(c.durable), show: (c) => durableName(c.durable) },
    ],
    label: (c) =>
      orNone([
        `Perform on ${cardName(c.card)}`,
        c.steal ? stealName(c.steal) : "",
        c.premiere ? premiereName(c.premiere) : "",
        c.durable !== null ? durableName(c.durable) : "",
      ]),
  },
  possess: {
    title: "Soul Possession",
    group: "Magician ability",
    targets: (c) => [`perf:${c.card}`],
    fields: [],
    label: (c) => `Soul Possession: pay a Shard; the opponent performs ${cardName(c.card)}`,
  },
  decline_ability: {
    title: "Do not use the ability",
    group: "Magician ability",
    targets: () => ["decline_ability"],
    fields: [],
    label: () => "Do not use your Magician's ability now",
  },
  return_trick: {
    title: "Return a Trick",
    group: "Any time",
    targets: (c) => [`own:${c.trick}`],
    fields: [],
    label: (c) => `Return ${trickName(c.trick)} to the Residence (its markers come back)`,
  },
  return_components: {
    title: "Return Components",
    group: "Any time",
    targets: (c) => [`comp:${c.component}`],
    fields: [{ name: "How many", value: (c) => String(c.count), show: (c) => `${c.count}` }],
    label: (c) => `Return ${c.count} ${componentName(c.component)} to the supply`,
  },
};

/** The registry entry of a command, typed loosely for generic code. */
export function specOf(c: Command): DecisionSpec<Command> {
  return registry[c.type] as unknown as DecisionSpec<Command>;
}
export const targetsOf = (c: Command): string[] => specOf(c).targets(c);
export const labelOf = (c: Command): string => specOf(c).label(c);
