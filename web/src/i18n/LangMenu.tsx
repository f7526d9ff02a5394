// The language menu at the top of every page: each language in its own name,
// so a reader lost in a foreign language still finds theirs.
import { offeredLanguages } from "./catalogs";
import { t } from "./format";
import { setLang, useLang } from "./lang";
import { PSEUDO } from "./pseudo";

/** The menu at the top of a page without the table's top bar (home, lobby,
 * the pages for a missing game). */
export function PageTop() {
  return (
    <div class="page-top">
      <LangMenu />
    </div>
  );
}

export function LangMenu(props: { class?: string }) {
  const lang = useLang();
  return (
    <select
      class={`lang-menu ${props.class ?? ""}`}
      aria-label={t("ui-lang-menu")}
      title={t("ui-lang-menu")}
      value={lang}
      onChange={(e) => setLang((e.target as HTMLSelectElement).value)}
      data-testid="lang-menu"
    >
      {offeredLanguages().map((l) => (
        <option value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
      {lang === PSEUDO ? <option value={PSEUDO}>Pseudo ({PSEUDO})</option> : null}
    </select>
  );
}
