// The wire shape of a translatable sentence, shared with the Rust engine
// (`trickerion_rules::Msg`). Written by hand until ts-rs generates
// `src/generated/Msg.ts` and `Arg.ts` with the same shape; then the two
// declarations below become
//   import type { Msg } from "../generated/Msg";
//   import type { Arg } from "../generated/Arg";
// and every user keeps importing from here.

/** A sentence: a catalog message id and its arguments (omitted when none). */
interface Msg {
  id: string;
  args?: { [name: string]: Arg };
}

/** One argument: a number (plural selection), literal text (player names),
 * a catalog term naming a game thing, a nested sentence, or a list. */
type Arg = { num: number } | { str: string } | { term: string } | { msg: Msg } | { list: Arg[] };

export type { Msg, Arg };
