// Every word the client shows, as named helpers over the Fluent catalogs
// (`locales/<lang>/client.ftl`, ids `ui-…`): names of game things, what each
// command does, the table's and the lobby's words, and the short rules
// reference. Plain words are getters, so they read the current language each
// time they are used. Game-log lines, previews and the rules' reasons come
// from the server in words already.
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
import { fmtDate, formatList, hasMessage, t } from "./i18n";

// ------------------------------------------------------------ game things

/** By `Location::index`; the Academy last (its card only in Academy games). */
export const LOCATIONS: Location[] = ["downtown", "market_row", "workshop", "theater", "dark_alley", "academy"];
export const WEEKDAYS: Weekday[] = ["thursday", "friday", "saturday", "sunday"];
export const DICE: DieId[] = ["residence1", "residence2", "inn_specialist", "inn_apprentice", "bank1", "bank2"];

/** A game thing's name: the catalogs' term (`game.ftl`, e.g. `trick-12`)
 * once it exists, else the client's own words or the card data's English. */
function named(term: string, fallback: () => string): string {
  return hasMessage(term) ? t(term) : fallback();
}

/** Words joined as a list by the catalogs' list messages ("x, y and z"). */
export function joinAnd(items: string[]): string {
  return formatList(items);
}

/** Dahlgaard's Academy names for the command texts (provisional content). */
function secretName(id: number): string {
  return ACADEMY.secrets[id]?.name ?? t("ui-secret-n", { n: id + 1 });
}
function tileCode(wing: number, tile: number): string {
  const room = ACADEMY.wings[wing]?.room;
  const x = room === "classroom" ? ACADEMY.classrooms[tile] : ACADEMY.practice_rooms[tile];
  return x?.code ?? `${tile + 1}`;
}
function tileLabel(wing: number, tile: number): string {
  const room = ACADEMY.wings[wing]?.room;
  return room ? tileText(room, tile) : `${tile + 1}`;
}

/** A signed amount in figures: "+1", "−1", "±0". */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

const LOCATION_IDS: Record<Location, string> = {
  downtown: "ui-location-downtown",
  market_row: "ui-location-market-row",
  workshop: "ui-location-workshop",
  theater: "ui-location-theater",
  dark_alley: "ui-location-dark-alley",
  academy: "ui-location-academy",
};
export function locationName(l: Location): string {
  return named(`location-${l}`, () => t(LOCATION_IDS[l]));
}
const CATEGORY_IDS: Record<Category, string> = {
  escape: "ui-category-escape",
  spiritual: "ui-category-spiritual",
  mechanical: "ui-category-mechanical",
  optical: "ui-category-optical",
};
export function categoryName(c: Category): string {
  return named(`category-${c}`, () => t(CATEGORY_IDS[c]));
}
export function componentName(c: Component): string {
  return named(`component-${c}`, () => componentInfo(c)?.name ?? c);
}
/** "2 Wood + 1 Rope"; "nothing" for none. */
export function componentSetName(set: ComponentSet): string {
  const parts = Object.entries(set)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([c, n]) => t("ui-n-component", { n: n ?? 0, component: componentName(c as Component) }));
  return parts.length ? parts.join(" + ") : t("ui-nothing");
}
const CHARACTER_IDS: Record<string, string> = {
  magician: "ui-character-magician",
  engineer: "ui-character-engineer",
  manager: "ui-character-manager",
  assistant: "ui-character-assistant",
  protege: "ui-character-protege",
};
export function characterName(c: CharacterId): string {
  // The board tells the four Apprentices apart by number; the game log's
  // name (`character-apprentice2`) is just "Apprentice".
  const m = /^apprentice(\d)$/.exec(c);
  if (m) return t("ui-character-apprentice-n", { n: Number(m[1]) });
  return named(`character-${c}`, () => (CHARACTER_IDS[c] ? t(CHARACTER_IDS[c]) : c));
}
const WEEKDAY_IDS: Record<Weekday, string> = {
  thursday: "ui-weekday-thursday",
  friday: "ui-weekday-friday",
  saturday: "ui-weekday-saturday",
  sunday: "ui-weekday-sunday",
};
export function weekdayName(d: Weekday): string {
  return named(`weekday-${d}`, () => t(WEEKDAY_IDS[d]));
}
const DIR_IDS: Record<Dir, string> = { up: "ui-dir-up", right: "ui-dir-right", down: "ui-dir-down", left: "ui-dir-left" };
export function dirName(d: Dir): string {
  return t(DIR_IDS[d]);
}
export const DIR_ARROW: Record<Dir, string> = { up: "↑", right: "→", down: "↓", left: "←" };
export const SYMBOL_CHAR: Record<MarkerSymbol, string> = { spade: "♠", heart: "♥", club: "♣", diamond: "♦" };

const DIE_IDS: Record<DieId, string> = {
  residence1: "ui-die-residence1",
  residence2: "ui-die-residence2",
  inn_specialist: "ui-die-inn-specialist",
  inn_apprentice: "ui-die-inn-apprentice",
  bank1: "ui-die-bank1",
  bank2: "ui-die-bank2",
};
export function dieName(d: DieId): string {
  return named(`die-${d}`, () => t(DIE_IDS[d]));
}
export function dieFaceName(f: DieFace): string {
  if (f === "any_trick") return t("ui-die-face-any-trick");
  if (f === "hire_apprentice") return t("ui-die-face-hire-apprentice");
  if (f === "x") return t("ui-die-face-x");
  if ("trick" in f) return t("ui-die-face-trick", { category: categoryName(f.trick) });
  if ("hire" in f) return t("ui-die-face-hire", { character: characterName(f.hire) });
  return t("ui-n-coins", { n: f.coins });
}
export function trickName(id: number): string {
  return named(`trick-${id}`, () => trick(id).name);
}
const TIER_IDS: Record<string, string> = {
  riverside: "ui-tier-riverside",
  grand_magorian: "ui-tier-grand-magorian",
  magnus_pantheon: "ui-tier-magnus-pantheon",
};
export function cardName(id: number): string {
  return named(`performance-${id}`, () => {
    const p = performance(id);
    return t("ui-performance-card", { tier: t(TIER_IDS[p.tier] ?? p.tier), label: p.label });
  });
}
const apMod = (m: number) => t("ui-ap-mod", { mod: m >= 0 ? `+${m}` : `−${-m}` });
export function slotName(s: Slot): string {
  const main = (l: Location, i: number) => t("ui-slot-main", { location: locationName(l), n: i + 1, mod: apMod(board.main_slot_ap[i]) });
  if ("downtown" in s) return main("downtown", s.downtown);
  if ("market_row" in s) return main("market_row", s.market_row);
  if ("dark_alley" in s) return main("dark_alley", s.dark_alley);
  if ("academy" in s) return main("academy", s.academy);
  if ("workshop" in s) return t("ui-slot-workshop", { n: s.workshop + 1 });
  if ("backstage" in s) return t("ui-slot-backstage", { day: weekdayName(s.backstage[0]), n: s.backstage[1] + 1 });
  return t("ui-slot-performance", { day: weekdayName(s.performance) });
}
export function yieldName(y: Yield): string {
  const parts = [];
  if (y.fame) parts.push(t("ui-n-fame", { n: y.fame }));
  if (y.coins) parts.push(t("ui-n-coins", { n: y.coins }));
  if (y.shards) parts.push(t("ui-n-shards", { n: y.shards }));
  return parts.length ? parts.join(", ") : t("ui-nothing");
}
export function phaseName(p: Phase): string {
  switch (p.phase) {
    case "choose_magicians":
      return t("ui-phase-choose-magicians");
    case "choose_tricks":
      return t("ui-phase-choose-tricks");
    case "setup_boards":
      return p.components_chosen ? t("ui-phase-choose-specialist") : t("ui-phase-choose-components");
    case "start_turn":
      return t("ui-phase-start-turn");
    case "advertise":
      return t("ui-phase-advertise");
    case "assignment":
      return t("ui-phase-assignment");
    case "place_characters":
      return p.acting ? t("ui-phase-place-characters-acting", { character: characterName(p.acting.character) }) : t("ui-phase-place-characters");
    case "performance":
      return t("ui-phase-performance", { day: weekdayName(WEEKDAYS[p.day] ?? "thursday") });
    case "breaking_free":
      return t("ui-phase-breaking-free");
    case "turn_setup":
      return t("ui-phase-turn-setup");
    case "possession":
      return t("ui-phase-possession", { day: weekdayName(WEEKDAYS[p.day] ?? "thursday") });
    case "discard_powers":
      return t("ui-phase-discard-powers");
    case "learn_powers":
      return t("ui-phase-learn-powers");
    case "rearrange":
      return t("ui-phase-rearrange");
    case "classroom":
      return t("ui-phase-classroom");
    case "final_scoring":
      return t("ui-phase-final-scoring");
    case "game_over":
      return t("ui-phase-game-over");
  }
}
export function specialName(id: number): string {
  return named(`special-${id}`, () => special(id).name);
}
export function specialText(id: number): string {
  const s = special(id);
  return t("ui-special-text", { name: specialName(id), code: s.code, location: locationName(s.location), text: s.text });
}
export function prophecyName(id: number): string {
  const p = prophecy(id);
  return t("ui-prophecy-name", { code: p.code, text: p.text });
}
export function specialistName(s: "engineer" | "manager" | "assistant"): string {
  return characterName(s);
}
const DIFFICULTY_IDS: Record<Difficulty, string> = {
  easy: "ui-difficulty-easy",
  normal: "ui-difficulty-normal",
  hard: "ui-difficulty-hard",
};
export function difficultyName(d: Difficulty): string {
  return t(DIFFICULTY_IDS[d] ?? d);
}
export function seatLabel(seat: number): string {
  return t("ui-seat-label", { n: seat + 1 });
}

/** A Trick's Components in words: "2 Wood, 1 Rope". */
function trickComponents(id: number): string {
  return trick(id)
    .components.map(([c, n]) => t("ui-n-component", { n, component: componentName(c) }))
    .join(", ");
}
/** A Trick row in words for screen readers: "Name (♠), 2 markers on the card;
 * needs 2 Wood, 1 Rope (you have them); yields 3 Fame per marker". */
export function trickRowWords(id: number, symbol: string, markers: number, have: boolean | null, fameBonus: number, coinBonus: number): string {
  const x = trick(id);
  const y = { ...x.yields, fame: x.yields.fame ? x.yields.fame + fameBonus : 0, coins: x.yields.coins ? x.yields.coins + coinBonus : 0 };
  return t("ui-trick-row-words", {
    name: trickName(id),
    symbol,
    markers,
    needs: trickComponents(id) || t("ui-nothing"),
    have: have === null ? "unknown" : have ? "yes" : "no",
    yields: yieldName(y),
  });
}
/** Every printed fact of a Trick card, in one sentence. */
export function trickFacts(id: number): string {
  const x = trick(id);
  const facts = t("ui-trick-facts", {
    name: trickName(id),
    category: categoryName(x.category),
    threshold: x.threshold,
    needs: trickComponents(id),
    yields: yieldName(x.yields),
    ap: x.prepare_ap,
    markers: x.markers,
  });
  return x.game_end ? `${facts} ${t("ui-trick-facts-end", { text: x.game_end })}` : facts;
}
/** A Magician's facts; the ability only with the Dark Alley, where abilities are used. */
export function magicianFacts(id: number, withAbility: boolean): string {
  const m = magician(id);
  const base = t("ui-magician-facts", { name: magicianName(id), favorite: categoryName(m.favorite) });
  return withAbility ? `${base} ${t("ui-magician-ability", { ability: m.ability, text: m.ability_text })}` : base;
}
export function magicianName(id: number): string {
  return named(`magician-${id}`, () => magician(id).name);
}
export function weekdayEffect(d: Weekday): string {
  const w = board.weekdays.find((x) => x.weekday === d)!;
  const parts = [];
  if (w.backstage_ap) parts.push(t("ui-weekday-backstage", { mod: apMod(w.backstage_ap) }));
  if (w.per_trick) parts.push(t("ui-weekday-per-trick", { mod: signed(w.per_trick) }));
  return parts.length ? parts.join(" · ") : t("ui-weekday-no-modifiers");
}
export function optionsText(o: GameOptions): string[] {
  const out = [t("ui-options-players", { n: o.players })];
  if (o.beginner_setup) out.push(t("ui-options-beginner"));
  if (o.dark_alley) out.push(t("ui-options-dark-alley"));
  if (o.prophecies) out.push(t("ui-options-prophecies"));
  if (o.fame_caps) out.push(t("ui-options-fame-caps"));
  if (o.powers) out.push(t("ui-options-powers"));
  if (o.duel) out.push(t("ui-options-duel"));
  if (o.academy) out.push(t("ui-options-academy"));
  if (o.heir) out.push(t("ui-options-heir", { difficulty: difficultyName(o.difficulty ?? "normal") }));
  if (!o.dark_alley) out.push(t("ui-options-base-game"));
  return out;
}

/** A Power card in words: name, color and Fame Threshold, and what it does. */
export function powerName(id: number): string {
  return named(`power-${id}`, () => power(id).name);
}
const COLOR_IDS: Record<string, string> = { yellow: "ui-color-yellow", orange: "ui-color-orange", red: "ui-color-red" };
export function powerFacts(id: number): string {
  const p = power(id);
  const color = COLOR_IDS[p.color] ? t(COLOR_IDS[p.color]) : p.color;
  return t("ui-power-facts", { name: powerName(id), color, threshold: p.threshold, slots: p.slots.map((s) => s + 1).join(", "), text: p.text });
}
/** What a Turn Setup card covers, in words. */
export function turnSetupFacts(id: number, darkAlley: boolean): string {
  const c = turnSetup(id).card;
  const slots = (pair: [number, number]) => [...pair].sort().map((i) => i + 1);
  const two = (pair: [number, number]) => t("ui-two-slots", { a: slots(pair)[0], b: slots(pair)[1] });
  const parts = [t("ui-turn-setup-slots", { location: locationName("downtown"), slots: two(c.downtown) }), t("ui-turn-setup-slots", { location: locationName("market_row"), slots: two(c.market_row) })];
  if (darkAlley) parts.push(t("ui-turn-setup-slots", { location: locationName("dark_alley"), slots: two(c.dark_alley) }));
  parts.push(t("ui-turn-setup-theater", { a: weekdayName(c.theater[0]), b: weekdayName(c.theater[1]) }));
  return t("ui-turn-setup-covers", { code: c.code, parts: parts.join(", ") });
}
function rearrangeLabel(r: Rearrangement | null): string {
  if (r === null) return t("ui-rearrange-keep");
  switch (r.kind) {
    case "swap":
      return t("ui-rearrange-swap", { a: characterName(r.a), b: characterName(r.b) });
    case "replace":
      return t("ui-rearrange-replace", { location: locationName(r.location), character: characterName(r.character) });
    case "replace_special":
      return t("ui-rearrange-replace-special", { card: specialName(r.card), character: characterName(r.character) });
  }
}

// ------------------------------------------------------------ commands

function specialistLabel(s: SpecialistChoice): string {
  switch (s.specialist) {
    case "manager":
      return t("ui-specialist-manager", { components: componentSetName(s.components) });
    case "engineer":
      return t("ui-specialist-engineer", { trick: trickName(s.trick) });
    case "assistant":
      return t("ui-specialist-assistant");
  }
}
function prepareOptionLabel(o: PrepareOption): string {
  switch (o.option) {
    case "test_run":
      return t("ui-prepare-test-run");
    case "replaceable_parts":
      return t("ui-prepare-replaceable-parts", { trick: trickName(o.other) });
    case "unstable_prototype":
      return t("ui-prepare-unstable-prototype", { components: componentSetName(o.components) });
    case "enhance_trick":
      return t("ui-prepare-enhance-trick");
    case "on_stage":
      return t("ui-prepare-on-stage", { card: cardName(o.card), slot: o.slot + 1, facing: dirName(o.facing) });
    case "hidden_talent":
      return t("ui-prepare-hidden-talent", { specialist: specialistName(o.specialist) });
  }
}
function payName(p: BuyPayment | undefined): string {
  const ids: Record<BuyPayment, string> = { coins: "ui-pay-coins", fame: "ui-pay-fame", shard: "ui-pay-shard" };
  return t(ids[p ?? "coins"]);
}
function shopliftName(s: Shoplift | null | undefined): string {
  return s ? t("ui-shoplift", { component: componentName(s.component), replacement: componentName(s.replacement) }) : t("ui-shoplift-none");
}
function stealName(s: Steal | null | undefined): string {
  return s ? t("ui-steal", { trick: trickName(s.trick), seat: seatLabel(s.from), own: trickName(s.own) }) : t("ui-steal-none");
}
function premiereName(p: Premiere | null | undefined): string {
  return p ? t("ui-premiere", { doubled: p.doubled, trick: trickName(p.trick) }) : t("ui-premiere-none");
}
function durableName(x: number | null | undefined): string {
  return x == null ? t("ui-durable-none") : t("ui-durable", { trick: trickName(x) });
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

const enhanceField = {
  get name() {
    return t("ui-field-enhance");
  },
  show: (c: { enhance: boolean }) => (c.enhance ? t("ui-field-enhance-yes") : t("ui-field-enhance-no")),
};
/** The composer's field that picks a marker's facing (drawn beside its words). */
export const FACING_FIELD = () => t("ui-field-facing");
const facingField = {
  get name() {
    return FACING_FIELD();
  },
  show: (c: { facing: Dir }) => facingName(c.facing),
};
const bargainField = {
  get name() {
    return t("ui-field-bargain");
  },
  show: (c: { bargain: number }) => (c.bargain ? t("ui-field-bargain-n", { n: c.bargain }) : t("ui-field-bargain-none")),
};

export const COMMANDS: CommandTexts = {
  choose_magician: { get title() { return t("ui-cmd-choose-magician-title"); }, label: (c) => t("ui-cmd-choose-magician-label", { magician: magicianName(c.magician), favorite: categoryName(magician(c.magician).favorite) }) },
  choose_starting_trick: { get title() { return t("ui-cmd-choose-starting-trick-title"); }, label: (c) => t("ui-cmd-choose-starting-trick-label", { trick: trickName(c.trick) }) },
  choose_starting_components: {
    get title() { return t("ui-cmd-choose-starting-components-title"); },
    label: (c) => t("ui-cmd-choose-starting-components-label", { components: componentSetName(c.components) }),
    fields: { components: { get name() { return t("ui-cmd-choose-starting-components-fields-components-name"); }, show: (c) => componentSetName(c.components) } },
  },
  choose_specialist: {
    get title() { return t("ui-cmd-choose-specialist-title"); },
    label: (c) => t("ui-cmd-choose-specialist-label", { choice: specialistLabel(c.choice) }),
    fields: { bonus: { get name() { return t("ui-cmd-choose-specialist-fields-bonus-name"); }, show: (c) => specialistLabel(c.choice) } },
  },
  advertise: { get title() { return t("ui-cmd-advertise-title"); }, label: () => t("ui-cmd-advertise-label") },
  decline_advertise: { get title() { return t("ui-cmd-decline-advertise-title"); }, label: () => t("ui-cmd-decline-advertise-label") },
  assign: { get title() { return t("ui-cmd-assign-title"); }, label: (c) => t("ui-cmd-assign-label", { location: locationName(c.location), character: characterName(c.character) }) },
  unassign: { get title() { return t("ui-cmd-unassign-title"); }, label: (c) => t("ui-cmd-unassign-label", { character: characterName(c.character) }) },
  confirm_assignments: { get title() { return t("ui-cmd-confirm-assignments-title"); }, label: () => t("ui-cmd-confirm-assignments-label") },
  place: {
    get title() { return t("ui-cmd-place-title"); },
    label: (c) =>
      t("ui-cmd-place-label", { character: characterName(c.character), slot: slotName(c.slot) }) +
      (c.enhance ? t("ui-cmd-place-label-enhance") : "") +
      (c.forfeit ? t("ui-cmd-place-label-forfeit") : "") +
      (c.boost ? t("ui-cmd-place-label-boost") : "") +
      (c.mimic != null ? t("ui-cmd-place-label-mimic", { card: specialName(c.mimic) }) : ""),
    fields: {
      enhance: enhanceField,
      forfeit: { get name() { return t("ui-cmd-place-fields-forfeit-name"); }, show: (c) => (c.forfeit ? t("ui-cmd-place-forfeit-yes") : t("ui-cmd-place-forfeit-no")) },
      boost: { get name() { return t("ui-cmd-place-fields-boost-name"); }, show: (c) => (c.boost ? t("ui-cmd-place-boost-yes") : t("ui-cmd-place-boost-no")) },
      mimic: { get name() { return t("ui-cmd-place-fields-mimic-name"); }, show: (c) => (c.mimic == null ? t("ui-cmd-place-mimic-no") : t("ui-cmd-place-mimic-yes", { card: specialName(c.mimic) })) },
    },
  },
  leave_idle: { get title() { return t("ui-cmd-leave-idle-title"); }, label: (c) => t("ui-cmd-leave-idle-label", { character: characterName(c.character) }) },
  end_actions: { get title() { return t("ui-cmd-end-actions-title"); }, label: () => t("ui-cmd-end-actions-label") },
  learn_trick: {
    get title() { return t("ui-cmd-learn-trick-title"); },
    label: (c) =>
      c.overhaul != null
        ? t("ui-cmd-learn-trick-label-overhaul", { trick: trickName(c.trick), die: dieName(c.die), overhaul: trickName(c.overhaul) })
        : t("ui-cmd-learn-trick-label", { trick: trickName(c.trick), die: dieName(c.die) }),
  },
  hire: {
    get title() { return t("ui-cmd-hire-title"); },
    label: (c) =>
      (c.character != null ? t("ui-cmd-hire-label-character", { character: characterName(c.character), die: dieName(c.die) }) : t("ui-cmd-hire-label", { die: dieName(c.die) })) +
      (c.second ? t("ui-cmd-hire-label-second") : ""),
    fields: {
      character: { get name() { return t("ui-cmd-hire-fields-character-name"); }, show: (c) => (c.character != null ? characterName(c.character) : t("ui-cmd-hire-die-character")) },
      second: { get name() { return t("ui-cmd-hire-fields-second-name"); }, show: (c) => (c.second ? t("ui-cmd-hire-second-yes") : t("ui-cmd-hire-second-no")) },
    },
  },
  take_coins: {
    get title() { return t("ui-cmd-take-coins-title"); },
    label: (c) => (c.buy ? t("ui-cmd-take-coins-label-buy", { die: dieName(c.die), buy: componentSetName(c.buy) }) : t("ui-cmd-take-coins-label", { die: dieName(c.die) })),
    fields: { buy: { get name() { return t("ui-cmd-take-coins-fields-buy-name"); }, show: (c) => (c.buy ? t("ui-cmd-take-coins-buy-yes", { buy: componentSetName(c.buy) }) : t("ui-cmd-take-coins-buy-no")) } },
  },
  reroll_die: { get title() { return t("ui-cmd-reroll-die-title"); }, label: (c) => t("ui-cmd-reroll-die-label", { die: dieName(c.die) }) },
  set_die: {
    get title() { return t("ui-cmd-set-die-title"); },
    label: (c) => t("ui-cmd-set-die-label", { die: dieName(c.die), face: dieFaceName(c.face) }),
    fields: { face: { get name() { return t("ui-cmd-set-die-fields-face-name"); }, show: (c) => dieFaceName(c.face) } },
  },
  buy: {
    get title() { return t("ui-cmd-buy-title"); },
    label: (c) =>
      orNone([
        t("ui-cmd-buy-label", { items: componentSetName(c.items) }),
        c.bargain ? t("ui-field-bargain-n", { n: c.bargain }) : "",
        c.pay && c.pay !== "coins" ? payName(c.pay) : "",
        c.shoplift ? shopliftName(c.shoplift) : "",
      ]),
    fields: {
      items: { get name() { return t("ui-cmd-buy-fields-items-name"); }, show: (c) => componentSetName(c.items) },
      bargain: bargainField,
      pay: { get name() { return t("ui-cmd-buy-fields-pay-name"); }, show: (c) => payName(c.pay) },
      shoplift: { get name() { return t("ui-cmd-buy-fields-shoplift-name"); }, show: (c) => shopliftName(c.shoplift) },
    },
  },
  order: {
    get title() { return t("ui-cmd-order-title"); },
    label: (c) => t("ui-cmd-order-label", { component: componentName(c.component), slot: c.slot + 1 }) + (c.buy_now ? t("ui-cmd-order-label-buy-now") : ""),
    fields: {
      component: { get name() { return t("ui-cmd-order-fields-component-name"); }, show: (c) => componentName(c.component) },
      buy_now: { get name() { return t("ui-cmd-order-fields-buy-now-name"); }, show: (c) => (c.buy_now ? t("ui-cmd-order-buy-now-yes") : t("ui-cmd-order-buy-now-no")) },
    },
  },
  quick_order: {
    get title() { return t("ui-cmd-quick-order-title"); },
    label: (c) => t("ui-cmd-quick-order-label", { component: componentName(c.component) }),
    fields: { component: { get name() { return t("ui-cmd-quick-order-fields-component-name"); }, show: (c) => componentName(c.component) } },
  },
  prepare: {
    get title() { return t("ui-cmd-prepare-title"); },
    label: (c) => (c.option ? t("ui-cmd-prepare-label-option", { trick: trickName(c.trick), option: prepareOptionLabel(c.option) }) : t("ui-cmd-prepare-label", { trick: trickName(c.trick) })),
    fields: { option: { get name() { return t("ui-cmd-prepare-fields-option-name"); }, show: (c) => (c.option ? prepareOptionLabel(c.option) : t("ui-cmd-prepare-option-none")) } },
  },
  move_trick: { get title() { return t("ui-cmd-move-trick-title"); }, label: (c) => t("ui-cmd-move-trick-label", { trick: trickName(c.trick) }) },
  move_components: {
    get title() { return t("ui-cmd-move-components-title"); },
    label: (c) => t("ui-cmd-move-components-label", { component: componentName(c.component), slot: c.slot + 1 }),
    fields: { slot: { get name() { return t("ui-cmd-move-components-fields-slot-name"); }, show: (c) => t("ui-cmd-move-components-fields-slot-show", { slot: c.slot + 1 }) } },
  },
  move_apprentice: { get title() { return t("ui-cmd-move-apprentice-title"); }, label: (c) => t("ui-cmd-move-apprentice-label", { apprentice: characterName(c.apprentice) }) },
  set_up_trick: {
    get title() { return t("ui-cmd-set-up-trick-title"); },
    label: (c) =>
      t("ui-cmd-set-up-trick-label", { trick: trickName(c.trick), card: cardName(c.card), slot: c.slot + 1, facing: dirName(c.facing) }) +
      (c.swap ? t("ui-cmd-set-up-trick-label-swap", { a: cardName(c.swap[0]), b: cardName(c.swap[1]) }) : ""),
    fields: { facing: facingField, swap: { get name() { return t("ui-cmd-set-up-trick-fields-swap-name"); }, show: (c) => (c.swap ? t("ui-cmd-set-up-trick-swap-yes", { a: cardName(c.swap[0]), b: cardName(c.swap[1]) }) : t("ui-cmd-set-up-trick-swap-no")) } },
  },
  reschedule: {
    get title() { return t("ui-cmd-reschedule-title"); },
    label: (c) => t("ui-cmd-reschedule-label", { card: cardName(c.card), slot: c.slot + 1, "to-card": cardName(c.to_card), "to-slot": c.to_slot + 1, facing: dirName(c.facing) }),
    fields: { facing: facingField },
  },
  take_link_bonus: {
    get title() { return t("ui-cmd-take-link-bonus-title"); },
    label: (c) => t("ui-cmd-take-link-bonus-label", { reward: c.reward }),
    fields: { reward: { get name() { return t("ui-cmd-take-link-bonus-fields-reward-name"); }, show: (c) => (c.reward === "fame" ? t("ui-reward-fame") : t("ui-reward-coins")) } },
  },
  perform: {
    get title() { return t("ui-cmd-perform-title"); },
    label: (c) => orNone([t("ui-cmd-perform-label", { card: cardName(c.card) }), c.steal ? stealName(c.steal) : "", c.premiere ? premiereName(c.premiere) : "", c.durable != null ? durableName(c.durable) : ""]),
    fields: {
      steal: { get name() { return t("ui-cmd-perform-fields-steal-name"); }, show: (c) => stealName(c.steal) },
      premiere: { get name() { return t("ui-cmd-perform-fields-premiere-name"); }, show: (c) => premiereName(c.premiere) },
      durable: { get name() { return t("ui-cmd-perform-fields-durable-name"); }, show: (c) => durableName(c.durable) },
    },
  },
  decline_performance: { get title() { return t("ui-cmd-decline-performance-title"); }, label: () => t("ui-cmd-decline-performance-label") },
  assign_special: { get title() { return t("ui-cmd-assign-special-title"); }, label: (c) => t("ui-cmd-assign-special-label", { card: specialName(c.card), character: characterName(c.character) }) },
  draw_special: { get title() { return t("ui-cmd-draw-special-title"); }, label: (c) => t("ui-cmd-draw-special-label", { deck: locationName(c.deck) }) },
  fortune_telling: { get title() { return t("ui-cmd-fortune-telling-title"); }, label: () => t("ui-cmd-fortune-telling-label") },
  fate_weaving: { get title() { return t("ui-cmd-fate-weaving-title"); }, label: (c) => t("ui-cmd-fate-weaving-label", { pending: c.pending + 1 }) },
  set_up_guest: { get title() { return t("ui-cmd-set-up-guest-title"); }, label: (c) => t("ui-cmd-set-up-guest-label", { trick: trickName(c.trick), card: cardName(c.card) }) },
  street_performance: { get title() { return t("ui-cmd-street-performance-title"); }, label: (c) => t("ui-cmd-street-performance-label", { card: cardName(c.card), slot: c.slot + 1 }) },
  set_up_piled: {
    get title() { return t("ui-cmd-set-up-piled-title"); },
    label: (c) => t("ui-cmd-set-up-piled-label", { trick: trickName(c.trick), card: cardName(c.card), slot: c.slot + 1, facing: dirName(c.facing) }),
    fields: { facing: facingField },
  },
  possess: { get title() { return t("ui-cmd-possess-title"); }, label: (c) => t("ui-cmd-possess-label", { card: cardName(c.card) }) },
  decline_ability: { get title() { return t("ui-cmd-decline-ability-title"); }, label: () => t("ui-cmd-decline-ability-label") },
  discard_power: { get title() { return t("ui-cmd-discard-power-title"); }, label: (c) => t("ui-cmd-discard-power-label", { power: powerName(c.power) }) },
  learn_power: { get title() { return t("ui-cmd-learn-power-title"); }, label: (c) => t("ui-cmd-learn-power-label", { power: powerName(c.power), slot: c.slot + 1 }) },
  pass_power: { get title() { return t("ui-cmd-pass-power-title"); }, label: () => t("ui-cmd-pass-power-label") },
  rearrange: {
    get title() { return t("ui-cmd-rearrange-title"); },
    label: (c) => rearrangeLabel(c.change),
    fields: { change: { get name() { return t("ui-cmd-rearrange-fields-change-name"); }, show: (c) => rearrangeLabel(c.change) } },
  },
  gamble: { get title() { return t("ui-cmd-gamble-title"); }, label: () => t("ui-cmd-gamble-label") },
  renovate: {
    get title() { return t("ui-cmd-renovate-title"); },
    label: (c) => t("ui-cmd-renovate-label", { wing: wingName(c.wing), level: c.level, tile: tileCode(c.wing, c.tile) }),
    fields: {
      level: { get name() { return t("ui-cmd-renovate-fields-level-name"); }, show: (c) => t("ui-cmd-renovate-fields-level-show", { level: c.level }) },
      tile: { get name() { return t("ui-cmd-renovate-fields-tile-name"); }, show: (c) => tileLabel(c.wing, c.tile) },
    },
  },
  practice: {
    get title() { return t("ui-cmd-practice-title"); },
    label: (c) =>
      t("ui-cmd-practice-label", { trick: trickName(c.trick), wing: wingName(c.spot.wing), slot: c.spot.slot + 1 }) +
      (c.free === null ? "" : t("ui-cmd-practice-label-free", { trick: trickName(c.free) })),
    fields: { free: { get name() { return t("ui-cmd-practice-fields-free-name"); }, show: (c) => (c.free === null ? t("ui-no") : t("ui-cmd-practice-free-yes", { trick: trickName(c.free) })) } },
  },
  teach: { get title() { return t("ui-cmd-teach-title"); }, label: (c) => t("ui-cmd-teach-label", { trick: trickName(c.trick), wing: wingName(c.spot.wing), slot: c.spot.slot + 1 }) },
  learn_secret: { get title() { return t("ui-cmd-learn-secret-title"); }, label: (c) => t("ui-cmd-learn-secret-label", { secret: secretName(c.secret), space: c.space + 1 }) },
  reroll_turn_setup: {
    get title() { return t("ui-cmd-reroll-turn-setup-title"); },
    label: (c) => t("ui-cmd-reroll-turn-setup-label", { a: locationName(c.places[0]), b: locationName(c.places[1]) }),
  },
  lend_secret: {
    get title() { return t("ui-cmd-lend-secret-title"); },
    label: (c) => t("ui-cmd-lend-secret-label", { apprentice: characterName(c.apprentice), secret: secretName(c.secret) }),
  },
  choose_full_yield: {
    get title() { return t("ui-cmd-choose-full-yield-title"); },
    label: (c) => (c.trick === null ? t("ui-cmd-choose-full-yield-none") : t("ui-cmd-choose-full-yield-label", { trick: trickName(c.trick) })),
  },
  return_trick: {
    get title() { return t("ui-cmd-return-trick-title"); },
    label: (c) => t("ui-cmd-return-trick-label", { trick: trickName(c.trick) }),
    fields: { trick: { get name() { return t("ui-cmd-return-trick-fields-trick-name"); }, show: (c) => trickName(c.trick) } },
  },
  take_back: { get title() { return t("ui-cmd-take-back-title"); }, label: () => t("ui-cmd-take-back-label") },
  return_components: {
    get title() { return t("ui-cmd-return-components-title"); },
    label: (c) => t("ui-cmd-return-components-label", { count: c.count, component: componentName(c.component) }),
    fields: { component: { get name() { return t("ui-cmd-return-components-fields-component-name"); }, show: (c) => componentName(c.component) }, count: { get name() { return t("ui-cmd-return-components-fields-count-name"); }, show: (c) => t("ui-cmd-return-components-fields-count-show", { count: c.count }) } },
  },
};

// ------------------------------------------------------------ the table's words

export const T = {
  get appName() { return t("ui-app-name"); },
  get yourMoveTitle() { return t("ui-your-move-title"); },
  get notifyBody() { return t("ui-notify-body"); },
  home: {
    get title() { return t("ui-home-title"); },
    get intro() { return t("ui-home-intro"); },
    get newGame() { return t("ui-home-new-game"); },
    get players() { return t("ui-home-players"); },
    get beginner() { return t("ui-home-beginner"); },
    get darkAlley() { return t("ui-home-dark-alley"); },
    get prophecies() { return t("ui-home-prophecies"); },
    get fameCaps() { return t("ui-home-fame-caps"); },
    get powers() { return t("ui-home-powers"); },
    get duel() { return t("ui-home-duel"); },
    get academy() { return t("ui-home-academy"); },
    get heir() { return t("ui-home-heir"); },
    get difficulty() { return t("ui-home-difficulty"); },
    get heirImplies() { return t("ui-home-heir-implies"); },
    heirOff: {
      get players() { return t("ui-home-heir-off-players"); },
      get darkAlley() { return t("ui-home-heir-off-dark-alley"); },
      get powers() { return t("ui-home-heir-off-powers"); },
      get duel() { return t("ui-home-heir-off-duel"); },
    },
    get create() { return t("ui-home-create"); },
    get startSolo() { return t("ui-home-start-solo"); },
    get nameOptional() { return t("ui-home-name-optional"); },
    get seatedFirst() { return t("ui-home-seated-first"); },
    get myGames() { return t("ui-home-my-games"); },
    get open() { return t("ui-home-open"); },
    get listed() { return t("ui-home-listed"); },
    get clock() { return t("ui-home-clock"); },
    get clockNone() { return t("ui-home-clock-none"); },
    get clockLive() { return t("ui-home-clock-live"); },
    get clockCorrespondence() { return t("ui-home-clock-correspondence"); },
    get minutesEach() { return t("ui-home-minutes-each"); },
    get incrementSecs() { return t("ui-home-increment-secs"); },
    get perMove() { return t("ui-home-per-move"); },
    get hours() { return t("ui-home-hours"); },
    get days() { return t("ui-home-days"); },
    get onTimeout() { return t("ui-home-on-timeout"); },
    get timeoutBot() { return t("ui-home-timeout-bot"); },
    get timeoutForfeit() { return t("ui-home-timeout-forfeit"); },
    get openGames() { return t("ui-home-open-games"); },
    get noOpenGames() { return t("ui-home-no-open-games"); },
    get more() { return t("ui-home-more"); },
    seatsTaken: (n: number, of: number) => t("ui-home-seats-taken", { n, of }),
    /** A game named by its players: "Ann, Bob and Greedy bot". */
    named: (names: string[]) =>
names.length === 0 ? t("ui-home-no-one-seated") : joinAnd(names),
    get yourTurn() { return t("ui-home-your-turn"); },
    theirTurn: (names: string) => t("ui-home-their-turn", { names }),
    get gone() { return t("ui-home-gone"); },
    get forget() { return t("ui-home-forget"); },
  },
  lobby: {
    title: (id: string) => t("ui-lobby-title", { id }),
    get connecting() { return t("ui-lobby-connecting"); },
    get invite() { return t("ui-lobby-invite"); },
    get copy() { return t("ui-lobby-copy"); },
    get copied() { return t("ui-lobby-copied"); },
    get spectatorLink() { return t("ui-lobby-spectator-link"); },
    get yourName() { return t("ui-lobby-your-name"); },
    get typeName() { return t("ui-lobby-type-name"); },
    get full() { return t("ui-lobby-full"); },
    get watchInstead() { return t("ui-lobby-watch-instead"); },
    seat: (n: number) => t("ui-lobby-seat", { n: n + 1 }),
    get free() { return t("ui-lobby-free"); },
    get connected() { return t("ui-lobby-connected"); },
    get away() { return t("ui-lobby-away"); },
    get you() { return t("ui-lobby-you"); },
    get join() { return t("ui-lobby-join"); },
    get moveHere() { return t("ui-lobby-move-here"); },
    get leave() { return t("ui-lobby-leave"); },
    botName: { get random() { return t("ui-lobby-bot-name-random"); }, get easy() { return t("ui-lobby-bot-name-easy"); }, get normal() { return t("ui-lobby-bot-name-normal"); }, get hard() { return t("ui-lobby-bot-name-hard"); } } as Record<string, string>,
    botTitle: {
      get random() { return t("ui-lobby-bot-title-random"); },
      get easy() { return t("ui-lobby-bot-title-easy"); },
      get normal() { return t("ui-lobby-bot-title-normal"); },
      get hard() { return t("ui-lobby-bot-title-hard"); },
    } as Record<string, string>,
    get removeBot() { return t("ui-lobby-remove-bot"); },
    get start() { return t("ui-lobby-start"); },
    get creatorStarts() { return t("ui-lobby-creator-starts"); },
    status: { get lobby() { return t("ui-lobby-status-lobby"); }, get playing() { return t("ui-lobby-status-playing"); }, get finished() { return t("ui-lobby-status-finished"); }, get broken() { return t("ui-lobby-status-broken"); } } as Record<string, string>,
    broken: (why: string) => t("ui-lobby-broken", { why }),
    get freeSeat() { return t("ui-lobby-free-seat"); },
    keptFor: (name: string, until: number | null) =>
      until === null ? t("ui-lobby-kept-for", { name }) : t("ui-lobby-kept-for-until", { name, time: fmtDate(until, { hour: "2-digit", minute: "2-digit" }) }),
    get openKept() { return t("ui-lobby-open-kept"); },
    get clock() { return t("ui-lobby-clock"); },
    watching: (n: number) => t("ui-lobby-watching", { n }),
    visitors: (n: number) => t("ui-lobby-visitors", { n }),
    get options() { return t("ui-lobby-options"); },
  },
  missing: {
    get title() { return t("ui-missing-title"); },
    get body() { return t("ui-missing-body"); },
    get home() { return t("ui-missing-home"); },
    get notFound() { return t("ui-missing-not-found"); },
  },
  staleLink: {
    get title() { return t("ui-stale-link-title"); },
    get body() { return t("ui-stale-link-body"); },
    get go() { return t("ui-stale-link-go"); },
  },
  conn: {
    lost: (s: number) => (s ? t("ui-conn-lost-in", { s }) : t("ui-conn-lost")),
    get retry() { return t("ui-conn-retry"); },
    get notConnected() { return t("ui-conn-not-connected"); },
    get seatLost() { return t("ui-conn-seat-lost"); },
  },
  banner: {
    get yourMove() { return t("ui-banner-your-move"); },
    alsoWaiting: (names: string) => t("ui-banner-also-waiting", { names }),
    waitingFor: (names: string) => t("ui-banner-waiting-for", { names }),
    gameOver: (winner: string) => t("ui-banner-game-over", { winner }),
    apLeft: (n: number) => t("ui-banner-ap-left", { n }),
    get spectating() { return t("ui-banner-spectating"); },
    get sending() { return t("ui-banner-sending"); },
    get readOnly() { return t("ui-banner-read-only"); },
  },
  top: {
    turn: (turn: number, of: number) => t("ui-top-turn", { turn, of }),
    get initiative() { return t("ui-top-initiative"); },
    get rules() { return t("ui-top-rules"); },
    get device() { return t("ui-top-device"); },
    get menu() { return t("ui-top-menu"); },
    get jumpBoard() { return t("ui-top-jump-board"); },
    get jumpMe() { return t("ui-top-jump-me"); },
    get jumpLog() { return t("ui-top-jump-log"); },
    get notify() { return t("ui-top-notify"); },
    get fame() { return t("ui-top-fame"); },
    get online() { return t("ui-top-online"); },
    get offline() { return t("ui-top-offline"); },
    get bot() { return t("ui-top-bot"); },
    awaySince: (since: string) => t("ui-top-away-since", { since }),
    standIn: { get away() { return t("ui-top-stand-in-away"); }, get timed_out() { return t("ui-top-stand-in-timed-out"); }, get forfeited() { return t("ui-top-stand-in-forfeited"); } } as Record<string, string>,
    get handToBot() { return t("ui-top-hand-to-bot"); },
    get handToBotTitle() { return t("ui-top-hand-to-bot-title"); },
    votes: (n: number, need: number) => t("ui-top-votes", { n, need }),
    get takeBack() { return t("ui-top-take-back"); },
    get lowTime() { return t("ui-top-low-time"); },
    get webhook() { return t("ui-top-webhook"); },
    get webhookTitle() { return t("ui-top-webhook-title"); },
    get webhookBody() { return t("ui-top-webhook-body"); },
    get webhookSave() { return t("ui-top-webhook-save"); },
    get webhookSaved() { return t("ui-top-webhook-saved"); },
    get close() { return t("ui-top-close"); },
  },
  dock: {
    acting: (who: string, where: string) => t("ui-dock-acting", { who, where }),
    linkBonus: (n: number) => t("ui-dock-link-bonus", { n }),
    get waiting() { return t("ui-dock-waiting"); },
    get idleHint() { return t("ui-dock-idle-hint"); },
    get since() { return t("ui-dock-since"); },
    sinceMore: (n: number) => t("ui-dock-since-more", { n }),
    get dismiss() { return t("ui-dock-dismiss"); },
    everyMove: (n: number) => t("ui-dock-every-move", { n }),
    get takeLinkBonus() { return t("ui-dock-take-link-bonus"); },
    get undo() { return t("ui-dock-undo"); },
    get undoTitle() { return t("ui-dock-undo-title"); },
    get endActions() { return t("ui-dock-end-actions"); },
    get autoEnd() { return t("ui-dock-auto-end"); },
    get tabs() { return t("ui-dock-tabs"); },
    get tabMove() { return t("ui-dock-tab-move"); },
    get tabBoard() { return t("ui-dock-tab-board"); },
    get tabLog() { return t("ui-dock-tab-log"); },
    get nothingToDo() { return t("ui-dock-nothing-to-do"); },
  },
  composer: {
    get choose() { return t("ui-composer-choose"); },
    get pickBoard() { return t("ui-composer-pick-board"); },
    get orThese() { return t("ui-composer-or-these"); },
    get action() { return t("ui-composer-action"); },
    via: (thing: string) => t("ui-composer-via", { thing: thing || t("ui-composer-via-thing") }),
    get pickOr() { return t("ui-composer-pick-or"); },
    get gone() { return t("ui-composer-gone"); },
    get send() { return t("ui-composer-send"); },
    get sendAnyway() { return t("ui-composer-send-anyway"); },
    get cancel() { return t("ui-composer-cancel"); },
    get pending() { return t("ui-composer-pending"); },
    get previewing() { return t("ui-composer-previewing"); },
    get refused() { return t("ui-composer-refused"); },
    get warningsTitle() { return t("ui-composer-warnings-title"); },
    apLeft: (n: number) => t("ui-composer-ap-left", { n }),
    get noAp() { return t("ui-composer-no-ap"); },
    wages: (from: number, to: number) => t("ui-composer-wages", { from, to }),
    get keys() { return t("ui-composer-keys"); },
  },
  own: {
    title: (name: string) => t("ui-own-title", { name }),
    get magician() { return t("ui-own-magician"); },
    get noMagician() { return t("ui-own-no-magician"); },
    get coins() { return t("ui-own-coins"); },
    get fame() { return t("ui-own-fame"); },
    get shards() { return t("ui-own-shards"); },
    cards: (n: number) => t("ui-own-cards", { n }),
    initiative: (n: number) => t("ui-own-initiative", { n }),
    wages: (n: number) => t("ui-own-wages", { n }),
    wagesPlanned: (n: number, coins: number) => t("ui-own-wages-planned", { n, coins }),
    /** End Turn Phase, Pay Wages: each Coin short costs Fame. */
    wagesShort: (short: number, fame: number) => t("ui-own-wages-short", { short, fame }),
    get tricks() { return t("ui-own-tricks"); },
    get none() { return t("ui-own-none"); },
    get components() { return t("ui-own-components"); },
    get characters() { return t("ui-own-characters"); },
    get hand() { return t("ui-own-hand"); },
    get specials() { return t("ui-own-specials"); },
    get workshop() { return t("ui-own-workshop"); },
    workshopSlot: (n: number) => t("ui-own-workshop-slot", { n: n + 1 }),
    get multi() { return t("ui-own-multi"); },
    get empty() { return t("ui-own-empty"); },
    get assistantSlot() { return t("ui-own-assistant-slot"); },
    get giveBack() { return t("ui-own-give-back"); },
    get giveBackHint() { return t("ui-own-give-back-hint"); },
    get doneAssigning() { return t("ui-own-done-assigning"); },
    get declineAbility() { return t("ui-own-decline-ability"); },
    get ability() { return t("ui-own-ability"); },
    get abilityUsed() { return t("ui-own-ability-used"); },
    get poster() { return t("ui-own-poster"); },
    markers: (n: number) => t("ui-own-markers", { n }),
    get onCard() { return t("ui-own-on-card"); },
    get engineerSlot() { return t("ui-own-engineer-slot"); },
    get enhanced() { return t("ui-own-enhanced"); },
    state: { get home() { return t("ui-own-state-home"); }, get inn() { return t("ui-own-state-inn"); }, get idle() { return t("ui-own-state-idle"); }, get supply() { return t("ui-own-state-supply"); }, get placed() { return t("ui-own-state-placed"); } } as Record<string, string>,
    card: {
      get none() { return t("ui-own-card-none"); },
      get faceDown() { return t("ui-own-card-face-down"); },
      revealed: (loc: string) => t("ui-own-card-revealed", { loc }),
      special: (loc: string, name: string) => t("ui-own-card-special", { loc, name }),
    },
    get lastMove() { return t("ui-own-last-move"); },
    get handSize() { return t("ui-own-hand-size"); },
    get toMove() { return t("ui-own-to-move"); },
    get more() { return t("ui-own-more"); },
  },
  area: {
    get academy() { return t("ui-area-academy"); },
    get downtown() { return t("ui-area-downtown"); },
    get market() { return t("ui-area-market"); },
    get alley() { return t("ui-area-alley"); },
    get theater() { return t("ui-area-theater"); },
    get opponents() { return t("ui-area-opponents"); },
    get players() { return t("ui-area-players"); },
    get residence() { return t("ui-area-residence"); },
    residenceCount: (n: number) => t("ui-area-residence-count", { n }),
    get show() { return t("ui-area-show"); },
    get hide() { return t("ui-area-hide"); },
    get residenceDice() { return t("ui-area-residence-dice"); },
    get inn() { return t("ui-area-inn"); },
    get bank() { return t("ui-area-bank"); },
    atInn: (names: string) => t("ui-area-at-inn", { names }),
    get covered() { return t("ui-area-covered"); },
    get coveredTitle() { return t("ui-area-covered-title"); },
    get free() { return t("ui-area-free"); },
    get buy() { return t("ui-area-buy"); },
    get order() { return t("ui-area-order"); },
    get quick() { return t("ui-area-quick"); },
    get quickTitle() { return t("ui-area-quick-title"); },
    get extra() { return t("ui-area-extra"); },
    price: (n: number) => t("ui-n-coins", { n }),
    get weekdays() { return t("ui-area-weekdays"); },
    backstage: (n: number) => t("ui-area-backstage", { n: n + 1 }),
    get performanceSlot() { return t("ui-area-performance-slot"); },
    get performanceSlotTitle() { return t("ui-area-performance-slot-title"); },
    deck: (n: number) => t("ui-area-deck", { n }),
    get bonus() { return t("ui-area-bonus"); },
    get guests() { return t("ui-area-guests"); },
    get piled() { return t("ui-area-piled"); },
    slot: (n: number) => t("ui-area-slot", { n: n + 1 }),
    get link() { return t("ui-area-link"); },
    get shardLink() { return t("ui-area-shard-link"); },
    get declinePerf() { return t("ui-area-decline-perf"); },
    get specialDecks() { return t("ui-area-special-decks"); },
    left: (n: number) => t("ui-area-left", { n }),
    discards: (n: number) => t("ui-area-discards", { n }),
    get prophecies() { return t("ui-area-prophecies"); },
    get active() { return t("ui-area-active"); },
    get pending() { return t("ui-area-pending"); },
    get noneActive() { return t("ui-area-none-active"); },
    pile: (n: number) => t("ui-area-pile", { n }),
    spent: (codes: string) => t("ui-area-spent", { codes }),
    get fortune() { return t("ui-area-fortune"); },
    get advertise() { return t("ui-area-advertise"); },
    get setup() { return t("ui-area-setup"); },
    get magicians() { return t("ui-area-magicians"); },
    get taken() { return t("ui-area-taken"); },
    get startTricks() { return t("ui-area-start-tricks"); },
    get startComponents() { return t("ui-area-start-components"); },
    specialist: { get engineer() { return t("ui-area-specialist-engineer"); }, get manager() { return t("ui-area-specialist-manager"); }, get assistant() { return t("ui-area-specialist-assistant"); } } as Record<string, string>,
    get waitTricks() { return t("ui-area-wait-tricks"); },
    waitMagicians: (taken: string) => t("ui-area-wait-magicians", { taken }),
    get noneTaken() { return t("ui-area-none-taken"); },
    takenList: (names: string) => t("ui-area-taken-list", { names }),
    favorite: (c: string) => t("ui-area-favorite", { x: c }),
    get log() { return t("ui-area-log"); },
    olderLines: (n: number) => t("ui-area-older-lines", { n }),
  },
  info: {
    get close() { return t("ui-info-close"); },
    get whyNot() { return t("ui-info-why-not"); },
    get notYourMove() { return t("ui-info-not-your-move"); },
    get legal() { return t("ui-info-legal"); },
  },
  device: {
    get title() { return t("ui-device-title"); },
    get body() { return t("ui-device-body"); },
    get copy() { return t("ui-device-copy"); },
    get copied() { return t("ui-device-copied"); },
    get spectator() { return t("ui-device-spectator"); },
  },
  over: {
    get title() { return t("ui-over-title"); },
    wins: (name: string, fame: number) => t("ui-over-wins", { name, fame }),
    get tie() { return t("ui-over-tie"); },
    get fameBefore() { return t("ui-over-fame-before"); },
    get shards() { return t("ui-over-shards"); },
    get coins() { return t("ui-over-coins"); },
    get apprentices() { return t("ui-over-apprentices"); },
    get specialists() { return t("ui-over-specialists"); },
    get specials() { return t("ui-over-specials"); },
    get ft36() { return t("ui-over-ft36"); },
    get powers() { return t("ui-over-powers"); },
    get characters() { return t("ui-over-characters"); },
    get banners() { return t("ui-over-banners"); },
    get total() { return t("ui-over-total"); },
    get newGame() { return t("ui-over-new-game"); },
    get export() { return t("ui-over-export"); },
    get exportTitle() { return t("ui-over-export-title"); },
    place: (n: number) => t("ui-over-place", { n }),
    get forfeited() { return t("ui-over-forfeited"); },
    get forfeitedLast() { return t("ui-over-forfeited-last"); },
    get rematch() { return t("ui-over-rematch"); },
    get rematchRotate() { return t("ui-over-rematch-rotate"); },
    get joinRematch() { return t("ui-over-join-rematch"); },
    get rematchOpen() { return t("ui-over-rematch-open"); },
    get rematchLink() { return t("ui-over-rematch-link"); },
  },
  rules: {
    get title() {
      return t("ui-rules-title");
    },
    get sections() {
      return [
        { h: t("ui-rules-the-goal"), p: [t("ui-rules-the-goal-1")] },
        { h: t("ui-rules-a-turn"), p: [t("ui-rules-a-turn-1"), t("ui-rules-a-turn-2"), t("ui-rules-a-turn-3"), t("ui-rules-a-turn-4"), t("ui-rules-a-turn-5"), t("ui-rules-a-turn-6")] },
        { h: t("ui-rules-action-points"), p: [t("ui-rules-action-points-1")] },
        { h: t("ui-rules-locations"), p: [t("ui-rules-locations-1"), t("ui-rules-locations-2"), t("ui-rules-locations-3"), t("ui-rules-locations-4"), t("ui-rules-locations-5")] },
        { h: t("ui-rules-performances"), p: [t("ui-rules-performances-1")] },
        { h: t("ui-rules-end"), p: [t("ui-rules-end-1")] },
      ];
    },
    get note() {
      return t("ui-rules-note");
    },
  },
  legend: {
    get title() { return t("ui-legend-title"); },
    get intro() { return t("ui-legend-intro"); },
    price: (coins: number) => t("ui-legend-price", { coins }),
    get markerSymbols() { return t("ui-legend-marker-symbols"); },
    get markerSymbolsMeans() { return t("ui-legend-marker-symbols-means"); },
    get facing() { return t("ui-legend-facing"); },
    get facingMeans() { return t("ui-legend-facing-means"); },
    get heirDie() { return t("ui-legend-heir-die"); },
    get heirDieMeans() { return t("ui-legend-heir-die-means"); },
    get wages() { return t("ui-legend-wages"); },
    wagesMeans: (fame: number) => t("ui-legend-wages-means", { fame }),
    get academyPrice() { return t("ui-legend-academy-price"); },
    get academyPriceMeans() { return t("ui-legend-academy-price-means"); },
  },
  error: { generic: (status: number) => t("ui-error-generic", { status }) },
  history: {
    get open() { return t("ui-history-open"); },
    get openTitle() { return t("ui-history-open-title"); },
    get controls() { return t("ui-history-controls"); },
    get first() { return t("ui-history-first"); },
    get previous() { return t("ui-history-previous"); },
    get next() { return t("ui-history-next"); },
    get last() { return t("ui-history-last"); },
    get slider() { return t("ui-history-slider"); },
    where: (v: number, last: number) => t("ui-history-where", { v, last }),
    get back() { return t("ui-history-back"); },
    get moves() { return t("ui-history-moves"); },
    get start() { return t("ui-history-start"); },
    get revealed() { return t("ui-history-revealed"); },
    get replay() { return t("ui-history-replay"); },
    replayTitle: (id: string) => t("ui-history-replay-title", { id }),
    get notOver() { return t("ui-history-not-over"); },
    lookingBack: (v: number, last: number) => t("ui-history-looking-back", { v, last }),
    get chatUnplaced() { return t("ui-history-chat-unplaced"); },
  },
  a11y: {
    get yourMove() { return t("ui-a11y-your-move"); },
    get dock() { return t("ui-a11y-dock"); },
    get menu() { return t("ui-a11y-menu"); },
    get prices() { return t("ui-a11y-prices"); },
    boardOf: (name: string) => t("ui-a11y-board-of", { name }),
  },
  /** Amounts read out by screen readers and tooltips. */
  amount: {
    fame: (n: number) => t("ui-amount-fame", { n }),
    coins: (n: number) => t("ui-n-coins", { n }),
    shards: (n: number) => t("ui-n-shards", { n }),
  },
  possessive: (who: string, what: string) => t("ui-possessive", { who, what }),
  get resultAfterSend() { return t("ui-result-after-send"); },
  markersPerPrepare: (n: number, ap: number) => t("ui-markers-per-prepare", { n, ap }),
  fameThreshold: (n: number) => t("ui-fame-threshold", { n }),
  markerTitle: (owner: string, what: string, symbol: string, category: string, facing: string) => t("ui-marker-title", { owner, what, symbol, category, facing }),
  get backstageMod() { return t("ui-backstage-mod"); },
  get perTrick() { return t("ui-per-trick"); },
  facts: {
    deckTitle: (loc: string) => t("ui-facts-deck-title", { loc }),
    get emptyDeck() { return t("ui-facts-empty-deck"); },
    pendingTitle: (n: number) => t("ui-facts-pending-title", { n }),
    get fortune() { return t("ui-facts-fortune"); },
    get prophecies() { return t("ui-facts-prophecies"); },
    eachAtMarket: (price: number) => t("ui-facts-each-at-market", { price }),
    orderTitle: (n: number) => t("ui-facts-order-title", { n }),
    get order() { return t("ui-facts-order"); },
    get quickTitle() { return t("ui-facts-quick-title"); },
    get quick() { return t("ui-facts-quick"); },
    showing: (face: string) => t("ui-facts-showing", { face }),
    performerBonus: (y: string) => t("ui-facts-performer-bonus", { y }),
    pslotTitle: (card: string, n: number) => t("ui-facts-pslot-title", { card, n }),
    get pslot() { return t("ui-facts-pslot"); },
    markerTitle: (owner: string, symbol: string) => t("ui-facts-marker-title", { owner, symbol }),
    categoryTrick: (c: string) => t("ui-facts-category-trick", { x: c }),
    character: (ap: number, wage: number) => (wage ? t("ui-facts-character-wage", { ap, wage }) : t("ui-facts-character", { ap })),
    handTitle: (loc: string) => t("ui-facts-hand-title", { loc }),
    hand: (loc: string) => t("ui-facts-hand", { loc }),
    mainSlotTitle: (loc: string, n: number) => t("ui-facts-main-slot-title", { loc, n }),
    mainSlot: (mod: string) => t("ui-facts-main-slot", { mod }),
    workshopTitle: (n: number) => t("ui-facts-workshop-title", { n }),
    get workshop() { return t("ui-facts-workshop"); },
    backstageTitle: (day: string, n: number) => t("ui-facts-backstage-title", { day, n }),
    weekday: (day: string, effect: string) => t("ui-facts-weekday", { day, effect }),
    get theaterRules() { return t("ui-facts-theater-rules"); },
    performanceTitle: (day: string) => t("ui-facts-performance-title", { day }),
    performance: (day: string) => t("ui-facts-performance", { day }),
    get magician() { return t("ui-facts-magician"); },
  },
  academy: {
    get classrooms() { return t("ui-academy-classrooms"); },
    get practiceRooms() { return t("ui-academy-practice-rooms"); },
    get ruin() { return t("ui-academy-ruin"); },
    get rundown() { return t("ui-academy-rundown"); },
    levelShort: (level: number) => t("ui-academy-level-short", { level }),
    price: (level: number, coins: number, fame: number) => t("ui-academy-price", { level, coins, fame }),
    slot: (slot: number) => t("ui-academy-slot", { slot: slot + 1 }),
    markerOf: (who: string, trick: string) => t("ui-academy-marker-of", { who, trick }),
    popular: (bonus: string) => t("ui-academy-popular", { bonus }),
    get secrets() { return t("ui-academy-secrets"); },
    deck: (n: number) => t("ui-academy-deck", { n }),
    get deckTitle() { return t("ui-academy-deck-title"); },
    get banners() { return t("ui-academy-banners"); },
    bannersShort: (placed: number, supply: number) => t("ui-academy-banners-short", { placed, supply }),
    bannersOf: (who: string, placed: number, supply: number) => t("ui-academy-banners-of", { who, placed, supply }),
    get protege() { return t("ui-academy-protege"); },
    protegeNow: (ap: number, wage: number) => t("ui-academy-protege-now", { ap, wage }),
    space: (k: number) => t("ui-academy-space", { k: k + 1 }),
    printed: (ap: number, wage: number) => t("ui-academy-printed", { ap, wage }),
    printedShort: (ap: number, wage: number) => t("ui-academy-printed-short", { ap, wage }),
    get lendTitle() { return t("ui-academy-lend-title"); },
    lendSecret: (name: string, text: string) => t("ui-academy-lend-secret", { name, text }),
    lent: (apprentice: string, name: string | null) => (name === null ? t("ui-academy-lent-hidden", { apprentice }) : t("ui-academy-lent", { apprentice, name })),
  },
  content: {
    get notice() { return t("ui-content-notice"); },
    noticeWhich: (what: string) => t("ui-content-notice-which", { what }),
    get powers() { return t("ui-content-powers"); },
    get duel() { return t("ui-content-duel"); },
    get academy() { return t("ui-content-academy"); },
    get heir() { return t("ui-content-heir"); },
    get and() { return t("ui-content-and"); },
    get more() { return t("ui-content-more"); },
    /** docs/CONTENT.md, embedded in the server and served at this path. */
    docUrl: "/docs/content",
  },
  powers: {
    get title() { return t("ui-powers-title"); },
    get slots() { return t("ui-powers-slots"); },
    slot: (n: number) => t("ui-powers-slot", { n: n + 1 }),
    slotShards: (n: number) => t("ui-powers-slot-shards", { n }),
    get open() { return t("ui-powers-open"); },
    get closed() { return t("ui-powers-closed"); },
    get empty() { return t("ui-powers-empty"); },
    excess: (n: number) => t("ui-powers-excess", { n }),
    get hand() { return t("ui-powers-hand"); },
    handSize: (n: number) => t("ui-powers-hand-size", { n }),
    discarded: (n: number) => t("ui-powers-discarded", { n }),
    get yourDiscards() { return t("ui-powers-your-discards"); },
    coinsOnCard: (n: number) => t("ui-powers-coins-on-card", { n }),
    get pass() { return t("ui-powers-pass"); },
    get gamble() { return t("ui-powers-gamble"); },
    get keep() { return t("ui-powers-keep"); },
    threshold: (n: number) => t("ui-powers-threshold", { n }),
  },
  heir: {
    get name() { return t("ui-heir-name"); },
    /** The lobby's opponent row. */
    opponent: (difficulty: string) => t("ui-heir-opponent", { difficulty }),
    get nobodyTakes() { return t("ui-heir-nobody-takes"); },
    difficulty: (d: string) => t("ui-heir-difficulty", { d }),
    coinPurse: (n: number) => t("ui-heir-coin-purse", { n }),
    discarded: (n: number) => t("ui-heir-discarded", { n }),
    specials: (n: number) => t("ui-heir-specials", { n }),
    get plan() { return t("ui-heir-plan"); },
    get noPlan() { return t("ui-heir-no-plan"); },
    planKind: { get perform() { return t("ui-heir-plan-kind-perform"); }, get set_up() { return t("ui-heir-plan-kind-set-up"); } } as Record<string, string>,
    planTitle: (code: string, kind: string) => t("ui-heir-plan-title", { code, kind }),
    get special() { return t("ui-heir-special"); },
    plansLeft: (n: number) => t("ui-heir-plans-left", { n }),
    used: (codes: string) => t("ui-heir-used", { codes }),
    get dice() { return t("ui-heir-dice"); },
    get diceHint() { return t("ui-heir-dice-hint"); },
    die: (location: string, covers: string, marked: boolean) => t(marked ? "ui-heir-die-marked" : "ui-heir-die", { location, covers }),
    get notRolled() { return t("ui-heir-not-rolled"); },
    faceOnly: (face: number) => t("ui-heir-face-only", { face }),
    get marked() { return t("ui-heir-marked"); },
    get shopping() { return t("ui-heir-shopping"); },
    get tricks() { return t("ui-heir-tricks"); },
    get characters() { return t("ui-heir-characters"); },
    get lastAct() { return t("ui-heir-last-act"); },
  },
  duel: {
    get title() { return t("ui-duel-title"); },
    get now() { return t("ui-duel-now"); },
    get next() { return t("ui-duel-next"); },
    get none() { return t("ui-duel-none"); },
    left: (n: number) => t("ui-duel-left", { n }),
    get covered() { return t("ui-duel-covered"); },
    grayMarker: (category: string, dir: string) => t("ui-duel-gray-marker", { category, dir }),
  },
  chat: {
    get title() { return t("ui-chat-title"); },
    get table() { return t("ui-chat-table"); },
    get spectators() { return t("ui-chat-spectators"); },
    get tableHint() { return t("ui-chat-table-hint"); },
    get readOnly() { return t("ui-chat-read-only"); },
    get closed() { return t("ui-chat-closed"); },
    get empty() { return t("ui-chat-empty"); },
    get placeholder() { return t("ui-chat-placeholder"); },
    get send() { return t("ui-chat-send"); },
    get older() { return t("ui-chat-older"); },
    get yourName() { return t("ui-chat-your-name"); },
    get mute() { return t("ui-chat-mute"); },
    get unmute() { return t("ui-chat-unmute"); },
    muteSeat: (name: string) => t("ui-chat-mute-seat", { name }),
    unmuteSeat: (name: string) => t("ui-chat-unmute-seat", { name }),
    get muteSpectators() { return t("ui-chat-mute-spectators"); },
    get mutedSpectators() { return t("ui-chat-muted-spectators"); },
    hidden: (n: number) => t("ui-chat-hidden", { n }),
    unread: (n: number) => t("ui-chat-unread", { n }),
    open: (n: number) => (n ? t("ui-chat-open-n", { n }) : t("ui-chat-open")),
    get close() { return t("ui-chat-close"); },
    newTitle: (n: number) => t("ui-chat-new-title", { n }),
    get spectator() { return t("ui-chat-spectator"); },
    get sound() { return t("ui-chat-sound"); },
    get closeSpectators() { return t("ui-chat-close-spectators"); },
    get openSpectators() { return t("ui-chat-open-spectators"); },
    muteForGame: (name: string) => t("ui-chat-mute-for-game", { name }),
  },
};
