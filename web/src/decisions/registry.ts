// One renderer per kind of decision, in one registry the type checker verifies:
// every `Command["type"]` must have an entry, and each entry only sees its own
// command shape. An entry says which board things the command acts on
// (`targets`, the keys the board's components carry) and which extra choices
// the composer shows as buttons (`fields`: an id and a value per command). Its
// words (title, label, field names and buttons) live in `text.ts`.
import type { Command } from "../generated/Command";
import type { ComponentSet } from "../generated/ComponentSet";
import type { Component } from "../generated/Component";
import { COMMANDS, type CommandOf, type CommandType } from "../text";
import { slotKey } from "../keys";
import { powerKey, powerSlotKey } from "../powers/cards";
import { lendKey, secretKey, spaceKey, spotKey, wingKey } from "../academy/cards";
import { heirDieKey } from "../heir/keys";
import { t } from "../i18n";

export type { CommandOf, CommandType };

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
  | "Turn Setup"
  | "Advertise"
  | "Assignment"
  | "Placement"
  | "Downtown"
  | "Market Row"
  | "Workshop"
  | "Dark Alley"
  | "Academy"
  | "Theater"
  | "Performance"
  | "Magician ability"
  | "Magician Powers"
  | "Give back"
  | "Any time";
export const GROUP_ORDER: Group[] = [
  "Set-up",
  "Turn Setup",
  "Advertise",
  "Assignment",
  "Placement",
  "Downtown",
  "Market Row",
  "Workshop",
  "Dark Alley",
  "Academy",
  "Theater",
  "Performance",
  "Magician ability",
  "Magician Powers",
  "Give back",
  "Any time",
];

/** A group's heading in words (the group itself is a key). */
const GROUP_IDS: Record<Group, string> = {
  "Set-up": "ui-group-set-up",
  "Turn Setup": "ui-group-turn-setup",
  "Advertise": "ui-group-advertise",
  "Assignment": "ui-group-assignment",
  "Placement": "ui-group-placement",
  "Downtown": "ui-group-downtown",
  "Market Row": "ui-group-market-row",
  "Workshop": "ui-group-workshop",
  "Dark Alley": "ui-group-dark-alley",
  "Academy": "ui-group-academy",
  "Theater": "ui-group-theater",
  "Performance": "ui-group-performance",
  "Magician ability": "ui-group-magician-ability",
  "Magician Powers": "ui-group-magician-powers",
  "Give back": "ui-group-give-back",
  "Any time": "ui-group-any-time",
};
export function groupName(g: Group): string {
  return t(GROUP_IDS[g]);
}

/** The board side of a decision kind: targets, group and field values by id. */
interface Shape<C> {
  group: Group;
  targets(c: C): string[];
  fields?: Record<string, (c: C) => string>;
}
type Shapes = { [K in CommandType]: Shape<CommandOf<K>> };

const die = (c: { die: string }) => `die:${c.die}`;
/** Board keys of the Components of a set, as in the Buy area. */
function buyKeys(set: ComponentSet): string[] {
  return Object.entries(set)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([c]) => `buy:${c as Component}`);
}
const json = (x: unknown) => JSON.stringify(x);

/** Ears among the Townsfolk: the Characters (and the hand card) it changes. */
function rearrangeKeys(c: CommandOf<"rearrange">): string[] {
  const r = c.change;
  if (r === null) return ["rearrange:keep"];
  switch (r.kind) {
    case "swap":
      return [`char:${r.a}`, `char:${r.b}`];
    case "replace":
      return [`char:${r.character}`, `hand:${r.location}`];
    case "replace_special":
      return [`char:${r.character}`, `special:${r.card}`];
  }
}

/** Giving things back is never the default click on a Trick or a Component:
 * it is reached only through the deliberate "Give back…" button. */
const GIVE_BACK = "giveback";

const SHAPES: Shapes = {
  choose_magician: { group: "Set-up", targets: (c) => [`magician:${c.magician}`] },
  choose_starting_trick: { group: "Set-up", targets: (c) => [`trick:${c.trick}`] },
  choose_starting_components: { group: "Set-up", targets: () => ["setup:components"], fields: { components: (c) => json(c.components) } },
  choose_specialist: { group: "Set-up", targets: (c) => [`specialist:${c.choice.specialist}`], fields: { bonus: (c) => json(c.choice) } },
  advertise: { group: "Advertise", targets: () => ["advertise"] },
  decline_advertise: { group: "Advertise", targets: () => ["advertise"] },
  assign: { group: "Assignment", targets: (c) => [`char:${c.character}`, `hand:${c.location}`] },
  unassign: { group: "Assignment", targets: (c) => [`char:${c.character}`] },
  confirm_assignments: { group: "Assignment", targets: () => ["confirm"] },
  place: {
    group: "Placement",
    targets: (c) => [`char:${c.character}`, slotKey(c.slot)],
    fields: { enhance: (c) => String(c.enhance), forfeit: (c) => String(!!c.forfeit), boost: (c) => String(!!c.boost), mimic: (c) => String(c.mimic ?? null) },
  },
  leave_idle: { group: "Placement", targets: (c) => [`char:${c.character}`] },
  end_actions: { group: "Placement", targets: () => ["end_actions"] },
  learn_trick: { group: "Downtown", targets: (c) => [die(c), `trick:${c.trick}`, ...(c.overhaul != null ? [`own:${c.overhaul}`] : [])] },
  hire: { group: "Downtown", targets: (c) => [die(c)], fields: { character: (c) => String(c.character ?? null), second: (c) => String(!!c.second) } },
  take_coins: { group: "Downtown", targets: (c) => [die(c)], fields: { buy: (c) => json(c.buy ?? null) } },
  reroll_die: { group: "Downtown", targets: (c) => [die(c)] },
  set_die: { group: "Downtown", targets: (c) => [die(c)], fields: { face: (c) => json(c.face) } },
  buy: {
    group: "Market Row",
    targets: (c) => buyKeys(c.items),
    fields: { items: (c) => json(c.items), bargain: (c) => String(c.bargain), pay: (c) => c.pay ?? "coins", shoplift: (c) => json(c.shoplift ?? null) },
  },
  order: { group: "Market Row", targets: (c) => [`order:${c.slot}`], fields: { component: (c) => c.component, buy_now: (c) => String(!!c.buy_now) } },
  quick_order: { group: "Market Row", targets: () => ["quick"], fields: { component: (c) => c.component } },
  prepare: { group: "Workshop", targets: (c) => [`own:${c.trick}`], fields: { option: (c) => json(c.option ?? null) } },
  move_trick: { group: "Workshop", targets: (c) => [`own:${c.trick}`] },
  move_components: { group: "Workshop", targets: (c) => [`comp:${c.component}`], fields: { slot: (c) => String(c.slot) } },
  move_apprentice: { group: "Workshop", targets: (c) => [`char:${c.apprentice}`] },
  set_up_trick: {
    group: "Theater",
    targets: (c) => [`own:${c.trick}`, `pslot:${c.card}:${c.slot}`],
    fields: { facing: (c) => c.facing, swap: (c) => json(c.swap ?? null) },
  },
  reschedule: { group: "Theater", targets: (c) => [`marker:${c.card}:${c.slot}`, `pslot:${c.to_card}:${c.to_slot}`], fields: { facing: (c) => c.facing } },
  take_link_bonus: { group: "Theater", targets: () => ["link_bonus"], fields: { reward: (c) => c.reward } },
  perform: {
    group: "Performance",
    targets: (c) => [`perf:${c.card}`],
    fields: { steal: (c) => json(c.steal ?? null), premiere: (c) => json(c.premiere ?? null), durable: (c) => String(c.durable ?? null) },
  },
  decline_performance: { group: "Performance", targets: () => ["decline_perf"] },
  assign_special: { group: "Assignment", targets: (c) => [`char:${c.character}`, `special:${c.card}`] },
  draw_special: { group: "Dark Alley", targets: (c) => [`alley:deck:${c.deck}`] },
  fortune_telling: { group: "Dark Alley", targets: () => ["alley:prophecies"] },
  fate_weaving: { group: "Magician ability", targets: (c) => [`alley:pending:${c.pending}`] },
  set_up_guest: { group: "Theater", targets: (c) => [`own:${c.trick}`, `perf:${c.card}`] },
  street_performance: { group: "Theater", targets: (c) => [`marker:${c.card}:${c.slot}`] },
  set_up_piled: { group: "Theater", targets: (c) => [`own:${c.trick}`, `pslot:${c.card}:${c.slot}`], fields: { facing: (c) => c.facing } },
  possess: { group: "Magician ability", targets: (c) => [`perf:${c.card}`] },
  decline_ability: { group: "Magician ability", targets: () => ["decline_ability"] },
  discard_power: { group: "Magician Powers", targets: (c) => [powerKey(c.power)] },
  learn_power: { group: "Magician Powers", targets: (c) => [powerKey(c.power), powerSlotKey(c.slot)] },
  pass_power: { group: "Magician Powers", targets: () => ["pass_power"] },
  rearrange: { group: "Magician Powers", targets: rearrangeKeys, fields: { change: (c) => json(c.change) } },
  gamble: { group: "Downtown", targets: () => ["gamble"] },
  renovate: { group: "Academy", targets: (c) => [wingKey(c.wing)], fields: { level: (c) => String(c.level), tile: (c) => String(c.tile) } },
  practice: { group: "Academy", targets: (c) => [`own:${c.trick}`, spotKey(c.spot.wing, c.spot.slot)], fields: { free: (c) => json(c.free) } },
  teach: { group: "Academy", targets: (c) => [`own:${c.trick}`, spotKey(c.spot.wing, c.spot.slot)] },
  learn_secret: { group: "Academy", targets: (c) => [secretKey(c.secret), spaceKey(c.space)] },
  // Its own renderer: the Heir's Turn Setup dice (heir/HeirBoard.tsx), two clicked.
  reroll_turn_setup: { group: "Turn Setup", targets: (c) => c.places.map(heirDieKey) },
  choose_full_yield: { group: "Academy", targets: () => [] },
  // Anjali: the Secret on the Protégé's extension, then the Apprentice.
  lend_secret: { group: "Academy", targets: (c) => [lendKey(c.secret), `char:${c.apprentice}`] },
  return_trick: { group: "Give back", targets: () => [GIVE_BACK], fields: { trick: (c) => String(c.trick) } },
  return_components: { group: "Give back", targets: () => [GIVE_BACK], fields: { component: (c) => c.component, count: (c) => String(c.count) } },
  // Never in the legal list: the Undo button sends it (state.can_undo).
  take_back: { group: "Any time", targets: () => [] },
};

/** How far a command is from the sensible defaults of its kind (0: all
 * defaults): no Shard spent, no Special Assignment given up, Coins rather than
 * Fame or a Shard, no extra purchase, the fewest Components. Free gains (the
 * Mechaniker's Action Point) count as defaults. */
const PREFER: { [K in CommandType]?: (c: CommandOf<K>) => number } = {
  place: (c) => Number(c.enhance) + Number(!!c.forfeit) + Number(c.mimic != null),
  learn_trick: (c) => Number(c.overhaul != null),
  hire: (c) => Number(!!c.second),
  take_coins: (c) => Number(c.buy != null),
  buy: (c) => 10 * Number((c.pay ?? "coins") !== "coins") + 10 * Number(c.shoplift != null) + c.bargain + Object.values(c.items).reduce((n, k) => n + (k ?? 0), 0),
  order: (c) => Number(!!c.buy_now),
  prepare: (c) => Number(c.option != null),
  set_up_trick: (c) => Number(c.swap != null),
  perform: (c) => Number(c.steal != null) + Number(c.premiere != null) + Number(c.durable != null),
  practice: (c) => Number(c.free !== null),
};

/** A command's distance from its kind's defaults (see `PREFER`). */
export function preferenceOf(c: Command): number {
  const f = PREFER[c.type] as ((c: Command) => number) | undefined;
  return f ? f(c) : 0;
}

export type Registry = { [K in CommandType]: DecisionSpec<CommandOf<K>> };

function build<K extends CommandType>(k: K): DecisionSpec<CommandOf<K>> {
  const shape = SHAPES[k] as Shape<CommandOf<K>>;
  const text = COMMANDS[k];
  const fields = Object.entries(shape.fields ?? {}).map(([id, value]) => {
    const words = text.fields?.[id];
    if (!words) throw new Error(`no words for field ${id} of ${k}`);
    return { name: words.name, value, show: words.show } as Field<CommandOf<K>>;
  });
  return { title: text.title, group: shape.group, targets: shape.targets, fields, label: text.label };
}

export const registry: Registry = Object.fromEntries((Object.keys(SHAPES) as CommandType[]).map((k) => [k, build(k)])) as unknown as Registry;

/** The registry entry of a command, typed loosely for generic code. */
export function specOf(c: Command): DecisionSpec<Command> {
  return registry[c.type] as unknown as DecisionSpec<Command>;
}
export const targetsOf = (c: Command): string[] => specOf(c).targets(c);
export const labelOf = (c: Command): string => specOf(c).label(c);
