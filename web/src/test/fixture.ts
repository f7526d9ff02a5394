// A small hand-made game state for unit tests.
import type { Command } from "../generated/Command";
import type { GameState } from "../generated/GameState";
import type { LobbyInfo } from "../generated/LobbyInfo";
import type { PlayerView } from "../generated/PlayerView";
import type { LogLine } from "../generated/LogLine";
import type { Msg } from "../i18n";
import type { View } from "../generated/View";

/** A message that words to exactly `text` in every language (game.ftl's
 * `components` passes its one argument through), for fixtures whose words
 * do not matter. */
export function said(text: string): Msg {
  return { id: "components", args: { items: { str: text } } };
}

/** A log line as the server sends it (by seat 0, a plain event). */
export function line(version: number, text: string): LogLine {
  return { version, msg: said(text), by: 0, event: { type: "assignment_started" } };
}

export function player(seat: number, over: Partial<PlayerView> = {}): PlayerView {
  return {
    seat,
    magician: seat,
    coins: 10,
    fame: 5,
    shards: 1,
    tricks: [{ trick: 0, symbol: "spade", markers: 2, engineer_slot: false }],
    components: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    multi_slots: [null, null],
    characters: [{ character: "magician", state: "home", card: null, special: null }],
    hand: null,
    specials: null,
    hand_size: 9,
    enhanced_tricks: [],
    ability_used: false,
    assistant_slot: null,
    advertised: false,
    assignment_confirmed: false,
    initiative_slot: 1,
    wages_due: 0,
    wages_planned: 0,
    ...over,
  };
}

export function view(over: Partial<View> = {}): View {
  const none = [null, null, null, null] as [null, null, null, null];
  return {
    viewer: { seat: 0 },
    turn: 1,
    last_turn: 5,
    phase: { phase: "assignment" },
    waiting_for: [0, 1],
    initiative: [0, 1],
    dice: ["any_trick", { trick: "optical" }, { hire: "engineer" }, "hire_apprentice", { coins: 4 }, "x"],
    residence: [1, 2, 3],
    market: { buy: ["wood", "metal", null, null], order: none, quick: null, extra: [] },
    theater: [{ card: 0, markers: [{ seat: 1, symbol: "heart", category: "optical", facing: "up" }, null, null], piled: [], guests: [] }],
    deck_size: 3,
    slots: {
      downtown: [null, null, null, null],
      market_row: [null, null, null, null],
      dark_alley: [null, null, null, null],
      academy: null,
      blocked: [false, true, true, false],
      theater: [
        [null, null, null],
        [null, null, null],
        [null, null, null],
        [null, null, null],
      ],
    },
    players: [player(0, { hand: [2, 2, 2, 3, 0] }), player(1)],
    scores: null,
    alley: null,
    powers: null,
    duel: null,
    academy: null,
    provisional_content: false,
    heir: null,
    ...over,
  };
}

export function state(legal: Command[] = [], v: View = view()): GameState {
  return { version: 7, status: "playing", view: v, legal_commands: legal, waiting_for: v.waiting_for, can_undo: false, log: [] };
}

export const lobby: LobbyInfo = {
  game_id: "g1",
  status: "playing",
  options: { players: 2, beginner_setup: false, dark_alley: false, prophecies: false, fame_caps: false, powers: false, duel: false, academy: false, heir: false, difficulty: null, content: [] },
  seats: [
    { seat: 0, name: "Alice", connected: true, bot: null, away_since: null, stand_in: null, stand_in_votes: [], clock: null },
    { seat: 1, name: "Bob", connected: false, bot: null, away_since: 1_000, stand_in: null, stand_in_votes: [], clock: null },
  ],
  spectators: 0,
  visitors: 0,
  version: 7,
  rules_version: 1,
  waiting_for: [0],
  listed: false,
  clock: null,
  rematch: null,
  broken: null,
  read_only: null,
  spectator_chat: true,
};
