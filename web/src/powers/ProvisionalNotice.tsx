// The plain notice a game with provisional cards shows (create form, lobby,
// table): which variants use cards the project designed, and a link to how
// they were made (docs/CONTENT.md).
import { T } from "../text";

export function ProvisionalNotice(props: { powers: boolean; duel: boolean; academy?: boolean; heir?: boolean }) {
  if (!props.powers && !props.duel && !props.academy && !props.heir) return null;
  const names = [props.powers ? T.content.powers : null, props.duel ? T.content.duel : null, props.academy ? T.content.academy : null, props.heir ? T.content.heir : null].filter(
    (x): x is string => x !== null,
  );
  const what = names.length > 1 ? `${names.slice(0, -1).join(", ")} ${T.content.and} ${names[names.length - 1]}` : names[0];
  return (
    <p class="notice provisional" role="note" data-testid="provisional-notice">
      {T.content.noticeWhich(what)}{" "}
      <a href={T.content.docUrl} target="_blank" rel="noopener">
        {T.content.more}
      </a>
    </p>
  );
}
