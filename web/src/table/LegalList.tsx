// Every legal move in words, grouped: nothing is ever out of reach.
import { groupLegal, selectCommand, type Selection } from "../decisions/select";
import { useTable } from "./ctx";

export function LegalList(props: { setSel(s: Selection): void }) {
  const t = useTable();
  if (t.me === null) return null;
  const groups = groupLegal(t.legal);
  return (
    <details class="area legal-list" data-testid="legal-list">
      <summary>All legal moves ({t.legal.length})</summary>
      {groups.length === 0 ? <p class="muted">Nothing to do right now.</p> : null}
      {groups.map((g) => (
        <div class="legal-group">
          <h4>{g.group}</h4>
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
