// The move being composed: what has been picked, the choices still open (one
// set of buttons per decision kind, from the registry), and before Send what
// the move costs and does, from the server's preview (the rules compute it;
// nothing is worked out here). One move is on its way at a time.
import { useEffect, useRef, useState } from "preact/hooks";
import type { Command } from "../generated/Command";
import type { PreviewResult } from "../generated/PreviewResult";
import { labelOf, registry } from "../decisions/registry";
import { candidates, chooseField, chooseKind, EMPTY, isEmpty, selectCommand, step, type Selection } from "../decisions/select";
import { previewOf, type Snapshot } from "../connection";
import { Amount, Icon } from "../icons";
import { formatMsg } from "../i18n";
import { FACING_FIELD as FACING, T } from "../text";
import { FacingSketch, isDir } from "../theater/Facing";
import { factsOf } from "./facts";
import { Action, useTable } from "./ctx";
import { LegalList } from "./LegalList";


/** A short cost line for a button: "−3 Coins, 1 AP left". */
function costWords(p: PreviewResult | undefined): string {
  if (!p) return "";
  if (p.refused) return "";
  const parts = [];
  if (p.coins) parts.push(`${p.coins > 0 ? "+" : "−"}${Math.abs(p.coins)}¢`);
  if (p.fame) parts.push(`${p.fame > 0 ? "+" : "−"}${Math.abs(p.fame)}★`);
  if (p.shards) parts.push(`${p.shards > 0 ? "+" : "−"}${Math.abs(p.shards)}◆`);
  if (p.ap_left !== null) parts.push(T.composer.apLeft(p.ap_left));
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
        <strong>{T.composer.refused}</strong> {formatMsg(p.refused)}
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
            <li>{formatMsg(l)}</li>
          ))}
        </ul>
      ) : null}
      {p.then ? (
        <div class="then" data-testid="preview-then">
          {formatMsg(p.then)} — {T.resultAfterSend}
        </div>
      ) : null}
      {p.warnings.length ? (
        <div class="warnings" role="alert" data-testid="preview-warnings">
          {p.warnings.map((w) => (
            <div class="warning">
              <Icon n="warning" /> {formatMsg(w)}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The moves that act on no board thing, at hand in the phone's move sheet. */
const PHONE_ACTIONS: [string, string][] = [
  ["confirm", T.own.doneAssigning],
  ["advertise", T.area.advertise],
  ["link_bonus", T.dock.takeLinkBonus],
  ["end_actions", T.dock.endActions],
  ["decline_perf", T.area.declinePerf],
  ["decline_ability", T.own.declineAbility],
  ["pass_power", T.powers.pass],
];

export function Composer(props: { snap: Snapshot; setSel(s: Selection): void; send(c: Command): void; preview(cs: Command[]): void; phoneOpen?: boolean }) {
  const t = useTable();
  const { sel } = t;
  const open = !isEmpty(sel);
  const apOf = (c: Command) => previewOf(props.snap, c)?.ap_left;
  const st = step(t.legal, sel, apOf);
  // The move proposed at once; with several kinds on the clicked thing, the
  // choices shown are those of the proposed kind, the other kinds beside them.
  const move = st.proposal;
  const kindSel = st.kinds.length && move ? chooseKind(sel, move.type) : sel;
  const eff = st.kinds.length && move ? step(t.legal, kindSel, apOf) : st;
  const movePreview = move ? previewOf(props.snap, move) : undefined;
  // Options whose choice leaves one command: preview those too, for their costs.
  const optionCommand = (name: string, value: string): Command | null => {
    const cs = candidates(t.legal, chooseField(kindSel, name, value));
    return cs.length === 1 ? cs[0] : null;
  };
  const others = eff.candidates.filter((c) => c !== move);
  const listed = !eff.fields.length && others.length > 0 && others.length <= 24;
  const wanted: Command[] = [];
  if (move) wanted.push(move);
  for (const f of eff.fields) for (const o of f.options) {
    const c = optionCommand(f.name, o.value);
    if (c) wanted.push(c);
  }
  // All candidates when few: their Action Points choose the proposal.
  if (eff.candidates.length <= 24) wanted.push(...eff.candidates);
  const wantedKey = [...new Set(wanted.map((c) => JSON.stringify(c)))].join("\n");
  useEffect(() => {
    if (wanted.length) props.preview(wantedKey.split("\n").map((j) => JSON.parse(j) as Command).slice(0, 48));
  }, [wantedKey, t.state.version]);

  // If the previews never come (a lost answer), Send is offered anyway.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    setWaited(false);
    if (!move) return;
    const timer = setTimeout(() => setWaited(true), 1500);
    return () => clearTimeout(timer);
  }, [wantedKey, t.state.version]);
  // The proposal settles once the previews that rank it are in.
  const settled = eff.candidates.length > 24 || eff.candidates.every((c) => previewOf(props.snap, c));

  const pending = props.snap.pending !== null;
  const canSend = !!move && !pending && ((!!movePreview && settled) || waited) && !movePreview?.refused;
  const sendRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
      if (e.key === "Escape") props.setSel(EMPTY);
      if (e.key === "Enter" && canSend && move && tag !== "BUTTON") {
        e.preventDefault();
        props.send(move);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, canSend, move ? JSON.stringify(move) : ""]);

  if (!open)
    return (
      <section class={`composer idle ${props.phoneOpen ? "phone-open" : ""}`} data-area="move" aria-label={T.a11y.yourMove} data-testid="composer-idle">
        <p class="muted">{t.legal.length ? T.dock.idleHint : T.dock.nothingToDo}</p>
        {props.phoneOpen ? (
          <>
            <div class="ap-actions">
              {PHONE_ACTIONS.map(([k, words]) => (
                <Action k={k}>{words}</Action>
              ))}
            </div>
            <LegalList setSel={props.setSel} open />
          </>
        ) : null}
      </section>
    );
  const title = move ? registry[move.type].title : sel.kind ? registry[sel.kind].title : T.composer.choose;
  const about = [...sel.keys, ...(sel.via ? [sel.via.then] : [])].map((k) => factsOf(k, t.view, t.lobby)).filter((f) => f !== null);
  const warn = !!movePreview?.warnings.length;
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
      {move ? (
        <>
          <div class="summary" data-testid="summary">
            {labelOf(move)}
          </div>
          {sel.via ? (
            <div class="hint" data-testid="via-hint">
              {T.composer.via(factsOf(sel.via.then, t.view, t.lobby)?.title ?? "")}
            </div>
          ) : null}
          <PreviewPanel p={movePreview} wagesNow={t.me === null ? 0 : (t.view.players[t.me]?.wages_due ?? 0)} />
        </>
      ) : null}
      {st.kinds.length > 1 ? (
        <div class="field">
          <div class="field-name">{T.composer.action}</div>
          <div class="choices" data-testid="kinds">
            {st.kinds.map((k) => (
              <button type="button" data-kind={k.kind} aria-pressed={move?.type === k.kind} onClick={() => props.setSel(chooseKind(sel, k.kind))}>
                {k.title}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {eff.fields.map((f) => (
        <div class="field">
          <div class="field-name">{f.name}</div>
          <div class="choices">
            {f.options.map((o) => {
              const c = optionCommand(f.name, o.value);
              const cost = costWords(c ? previewOf(props.snap, c) : undefined);
              const spec = move ? registry[move.type].fields.find((x) => x.name === f.name) : undefined;
              const on = !!move && !!spec && (spec as { value(c: Command): string }).value(move) === o.value;
              return (
                <button type="button" data-field={f.name} aria-pressed={on} onClick={() => props.setSel(chooseField(kindSel, f.name, o.value))}>
                  {f.name === FACING() && isDir(o.value) ? <FacingSketch d={o.value} decorative /> : null}
                  {o.label}
                  {cost ? <span class="cost"> · {cost}</span> : null}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      {listed ? (
        <details class="alternatives" open={others.length <= 4}>
          <summary class="hint">{eff.awaitsBoard ? T.composer.pickOr : T.composer.orThese}</summary>
          <div class="choices column">
            {others.map((c) => {
              const cost = costWords(previewOf(props.snap, c));
              return (
                <button type="button" onClick={() => props.setSel(selectCommand(c))}>
                  {labelOf(c)}
                  {cost ? <span class="cost"> · {cost}</span> : null}
                </button>
              );
            })}
          </div>
        </details>
      ) : eff.awaitsBoard ? (
        <div class="hint">{T.composer.pickBoard}</div>
      ) : null}
      {st.candidates.length === 0 ? <div class="hint">{T.composer.gone}</div> : null}
      <div class="buttons">
        {move ? (
          <button
            ref={sendRef}
            type="button"
            class={`send ${warn ? "warn" : ""}`}
            data-testid="send"
            disabled={!canSend}
            onClick={() => canSend && props.send(move)}
            title={T.composer.keys}
          >
            {pending ? T.composer.pending : warn ? T.composer.sendAnyway : T.composer.send}
          </button>
        ) : null}
        {move && props.snap.error ? (
          <span class="error small send-error" data-testid="send-error">
            {props.snap.error}
          </span>
        ) : null}
        <span class="muted small keys">{T.composer.keys}</span>
      </div>
    </section>
  );
}
