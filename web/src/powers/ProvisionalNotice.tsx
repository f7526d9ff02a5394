// The plain notice a game with provisional cards shows (create form, lobby,
// table): which variants use cards the project designed, and a link to how
// they were made (docs/CONTENT.md).
import { T } from "../text";

export function ProvisionalNotice(props: { powers: boolean; duel: boolean }) {
  if (!props.powers && !props.duel) return null;
  const what = [props.powers ? T.content.powers : null, props.duel ? T.content.duel : null].filter((x) => x).join(` ${T.content.and} `);
  return (
    <p class="notice provisional" role="note" data-testid="provisional-notice">
      {T.content.noticeWhich(what)}{" "}
      <a href={T.content.docUrl} target="_blank" rel="noopener">
        {T.content.more}
      </a>
    </p>
  );
}
