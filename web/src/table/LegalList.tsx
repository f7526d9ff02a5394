// Every legal move in words, grouped: nothing is ever out of reach, and every
// move can be made from the keyboard.
import { groupLegal, selectCommand, type Selection } from "../decisions/select";
import { groupName } from "../decisions/registry";
import { T } from "../text";
import { useTable } from "./ctx";

export function LegalList(props: { setSel(s: Selection): void; open?: boolean }) {
  const t = useTable();
  if (t.me === null) return null;
  const groups = groupLegal(t.legal);
  return (
    <details class="area legal-list" data-testid="legal-list" open={props.open}>
      <summary>{T.dock.everyMove(t.legal.length)}</summary>
      {groups.length === 0 ? <p class="muted">{T.dock.nothingToDo}</p> : null}
      {groups.map((g) => (
        <div class="legal-group">
          <h4>{groupName(g.group)}</h4>
          <ul>
            {g.items.map((i) => (
              <li>
                <button type="button" class="link-btn" onClick={() => props.setSel(selectCommand(i.command))}>
                  {i.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </details>
  );
}
