// The move being composed: what has been picked, the choices still open (one
// set of buttons per decision kind, from the registry), a summary, Send and Cancel.
import type { Command } from "../generated/Command";
import { labelOf, registry } from "../decisions/registry";
import { chooseField, chooseKind, EMPTY, selectCommand, step, type Selection } from "../decisions/select";
import { useTable } from "./ctx";

export function Composer(props: { setSel(s: Selection): void; send(c: Command): void }) {
  const t = useTable();
  const { sel } = t;
  if (sel.keys.length === 0 && !sel.kind && Object.keys(sel.fields).length === 0) return null;
  const st = step(t.legal, sel);
  const title = sel.kind ? registry[sel.kind].title : "Choose an action";
  return (
    <div class="composer" role="dialog" aria-label="Your move" data-testid="composer">
      <div class="composer-title">{title}</div>
      {st.kinds.length ? (
        <div class="choices">
          {st.kinds.map((k) => (
            <button type="button" onClick={() => props.setSel(chooseKind(sel, k.kind))}>
              {k.title}
            </button>
          ))}
        </div>
      ) : null}
      {!st.kinds.length &&
        st.fields.map((f) => (
          <div class="field">
            <div class="field-name">{f.name}</div>
            <div class="choices">
              {f.options.map((o) => (
                <button type="button" data-field={f.name} onClick={() => props.setSel(chooseField(sel, f.name, o.value))}>
                  {o.label}
                </button>
              ))}
            </div>
          </div>
        ))}
      {!st.ready && !st.kinds.length && !st.fields.length && st.candidates.length > 1 ? (
        st.awaitsBoard && st.candidates.length > 12 ? (
          <div class="hint">Now pick a highlighted place on the board.</div>
        ) : (
          <div class="choices column">
            <div class="hint">Pick a highlighted place on the board, or one of these:</div>
            {st.candidates.slice(0, 24).map((c) => (
              <button type="button" onClick={() => props.setSel(selectCommand(c))}>
                {labelOf(c)}
              </button>
            ))}
          </div>
        )
      ) : null}
      {st.ready ? <div class="summary" data-testid="summary">{labelOf(st.ready)}</div> : null}
      {st.candidates.length === 0 ? <div class="hint">That is no longer possible.</div> : null}
      <div class="buttons">
        {st.ready ? (
          <button type="button" class="send" data-testid="send" onClick={() => props.send(st.ready!)}>
            Send
          </button>
        ) : null}
        <button type="button" class="cancel" data-testid="cancel" onClick={() => props.setSel(EMPTY)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
