// The move being composed: what has been picked, the choices still open (one
// set of buttons per decision kind, from the registry), and before Send what
// the move costs and does, from the server's preview (the rules compute it;
// nothing is worked out here). One move is on its way at a time.
import { useEffect, useRef, useState } from "preact/hooks";
import type { Command } from "../generated/Command";
import type { PreviewResult } from "../generated/PreviewResult";
import { labelOf, registry } from "../decisions/registry";
import { candidates, chooseField, chooseKind, EMPTY, selectCommand, step, type Selection } from "../decisions/select";
import { previewOf, type Snapshot } from "../connection";
import { Amount, Icon } from "../icons";
import { T } from "../text";
import { factsOf } from "./facts";
import { useTable } from "./ctx";


/** A short cost line for a button: "−3 Coins, 1 AP left". */
function costWords(p: PreviewResult | undefined): string {
  if (!p) return "";
  if (p.refused) return "";
  const parts = [];
  if (p.coins) parts.push(`${p.coins > 0 ? "+" : "−"}${Math.abs(p.coins)}¢`);
  if (p.fame) parts.push(`${p.fame > 0 ? "+" : "−"}${Math.abs(p.fame)}★`);
  if (p.shards) parts.push(`${p.shards > 0 ? "+" : "−"}${Math.abs(p.shards)}◆`);
  if (p.ap_left !== null) parts.push(`${p.ap_left} AP left`);
  return parts.join(" ");
}

export function PreviewPanel(props: { p: PreviewResult | undefined; wagesNow: number }) {
  const p = props.p;
  if (!p)
    return (
      <div class="preview loading" data-testid="preview" aria-busy="true">
        {T.composer.previewing}
      </div>
    );
  if (p.refused)
    return (
      <div class="preview refused" data-testid="preview">
        <strong>{T.composer.refused}</strong> {p.refused}
      </div>
    );
  return (
    <div class="preview" data-testid="preview">
      <div class="deltas">
        {p.coins ? <Amount n={p.coins} icon="coin" label={T.amount.coins(p.coins)} signed /> : null}
        {p.fame ? <Amount n={p.fame} icon="fame" label={T.amount.fame(p.fame)} signed /> : null}
        {p.shards ? <Amount n={p.shards} icon="shard" label={T.amount.shards(p.shards)} signed /> : null}
        {p.ap_left !== null ? (
          <span class="chip-ap" data-testid="preview-ap">
            <Icon n="ap" /> {T.composer.apLeft(p.ap_left)}
          </span>
        ) : null}
        {p.wages_due !== props.wagesNow ? (
          <span class="wages-change" data-testid="preview-wages">
            {T.composer.wages(props.wagesNow, p.wages_due)}
          </span>
        ) : null}
      </div>
      {p.lines.length ? (
        <ul class="preview-lines">
          {p.lines.map((l) => (
            <li>{l}</li>
          ))}
        </ul>
      ) : null}
      {p.then ? (
        <div class="then" data-testid="preview-then">
          {T.composer.then}: {p.then.replace(/^then /, "")} — {T.resultAfterSend}
        </div>
      ) : null}
      {p.warnings.length ? (
        <div class="warnings" role="alert" data-testid="preview-warnings">
          {p.warnings.map((w) => (
            <div class="warning">
              <Icon n="warning" /> {w}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function Composer(props: { snap: Snapshot; setSel(s: Selection): void; send(c: Command): void; preview(cs: Command[]): void }) {
  const t = useTable();
  const { sel } = t;
  const open = !(sel.keys.length === 0 && !sel.kind && Object.keys(sel.fields).length === 0);
  const st = step(t.legal, sel);
  const ready = st.ready;
  const readyPreview = ready ? previewOf(props.snap, ready) : undefined;
  // Options whose choice leaves one command: preview those too, for their costs.
  const optionCommand = (name: string, value: string): Command | null => {
    const cs = candidates(t.legal, chooseField(sel, name, value));
    return cs.length === 1 ? cs[0] : null;
  };
  const listed = !st.ready && !st.kinds.length && !st.fields.length && st.candidates.length > 1 && st.candidates.length <= 24;
  const wanted: Command[] = [];
  if (ready) wanted.push(ready);
  if (!st.kinds.length) for (const f of st.fields) for (const o of f.options) {
    const c = optionCommand(f.name, o.value);
    if (c) wanted.push(c);
  }
  if (listed) wanted.push(...st.candidates);
  const wantedKey = wanted.map((c) => JSON.stringify(c)).join("\n");
  useEffect(() => {
    if (wanted.length) props.preview(wanted.slice(0, 48));
  }, [wantedKey, t.state.version]);

  // If the preview never comes (a lost answer), Send is offered anyway.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    setWaited(false);
    if (!ready) return;
    const timer = setTimeout(() => setWaited(true), 1500);
    return () => clearTimeout(timer);
  }, [ready ? JSON.stringify(ready) : "", t.state.version]);

  const pending = props.snap.pending !== null;
  const canSend = !!ready && !pending && (!!readyPreview || waited) && !readyPreview?.refused;
  const sendRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
      if (e.key === "Escape") props.setSel(EMPTY);
      if (e.key === "Enter" && canSend && ready && tag !== "BUTTON") {
        e.preventDefault();
        props.send(ready);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, canSend, ready ? JSON.stringify(ready) : ""]);

  if (!open)
    return (
      <section class="composer idle" data-area="move" aria-label={T.a11y.yourMove} data-testid="composer-idle">
        <p class="muted">{t.legal.length ? T.dock.idleHint : T.dock.nothingToDo}</p>
      </section>
    );
  const title = sel.kind ? registry[sel.kind].title : T.composer.choose;
  const about = sel.keys.map((k) => factsOf(k, t.view, t.lobby)).filter((f) => f !== null);
  const warn = !!readyPreview?.warnings.length;
  return (
    <section class="composer" role="dialog" aria-label={T.a11y.yourMove} data-area="move" data-testid="composer">
      <div class="composer-head">
        <div class="composer-title">{title}</div>
        <button type="button" class="cancel" data-testid="cancel" onClick={() => props.setSel(EMPTY)} aria-label={T.composer.cancel}>
          ✕
        </button>
      </div>
      {about.length ? (
        <div class="about">
          {about.map((f) => (
            <div>
              <strong>{f!.title}</strong> — {f!.lines.join(" ")}
            </div>
          ))}
        </div>
      ) : null}
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
              {f.options.map((o) => {
                const c = optionCommand(f.name, o.value);
                const cost = costWords(c ? previewOf(props.snap, c) : undefined);
                return (
                  <button type="button" data-field={f.name} onClick={() => props.setSel(chooseField(sel, f.name, o.value))}>
                    {o.label}
                    {cost ? <span class="cost"> · {cost}</span> : null}
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      {!st.ready && !st.kinds.length && !st.fields.length && st.candidates.length > 1 ? (
        st.awaitsBoard && !listed ? (
          <div class="hint">{T.composer.pickBoard}</div>
        ) : (
          <div class="choices column">
            <div class="hint">{T.composer.pickOr}</div>
            {st.candidates.slice(0, 24).map((c) => {
              const cost = costWords(previewOf(props.snap, c));
              return (
                <button type="button" onClick={() => props.setSel(selectCommand(c))}>
                  {labelOf(c)}
                  {cost ? <span class="cost"> · {cost}</span> : null}
                </button>
              );
            })}
          </div>
        )
      ) : null}
      {ready ? (
        <>
          <div class="summary" data-testid="summary">
            {labelOf(ready)}
          </div>
          <PreviewPanel p={readyPreview} wagesNow={t.me === null ? 0 : (t.view.players[t.me]?.wages_due ?? 0)} />
        </>
      ) : null}
      {st.candidates.length === 0 ? <div class="hint">{T.composer.gone}</div> : null}
      <div class="buttons">
        {ready ? (
          <button
            ref={sendRef}
            type="button"
            class={`send ${warn ? "warn" : ""}`}
            data-testid="send"
            disabled={!canSend}
            onClick={() => canSend && props.send(ready)}
            title={T.composer.keys}
          >
            {pending ? T.composer.pending : warn ? T.composer.sendAnyway : T.composer.send}
          </button>
        ) : null}
        <span class="muted small keys">{T.composer.keys}</span>
      </div>
    </section>
  );
}

