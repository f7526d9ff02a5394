// The wire shape of a translatable sentence (see docs: the Msg format shared
// with the Rust engine). Written by hand until ts-rs generates
// `src/generated/Msg.ts` and `Arg.ts` with the same shape; then only the
// import below changes and every user keeps importing from here.

/** A sentence: a catalog message id and its arguments (omitted when none). */
export interface Msg {
  id: string;
  args?: { [name: string]: Arg };
}

/** One argument: a number (plural selection), literal text (player names),
 * a catalog term naming a game thing, a nested sentence, or a list. */
export type Arg = { num: number } | { str: string } | { term: string } | { msg: Msg } | { list: Arg[] };
