// The client's translation layer in one import: catalogs, the current
// language, formatting, and the Msg wire types.
export { BUNDLES, FALLBACK, LANGUAGES, offeredLanguages } from "./catalogs";
export { currentLang, initialLang, LANG_KEY, onLangChange, resetLang, setLang, useLang } from "./lang";
export { fmtDate, fmtNumber, formatList, formatMsg, hasMessage, LIST_IDS, setI18nReporter, t, tAttr, type Args } from "./format";
export type { Arg, Msg } from "./msg";
