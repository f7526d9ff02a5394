// The facts of a board thing and the rules' reason it may not be used now,
// beside it: on hover or keyboard focus, and pinned by a tap (touch screens).
import { useEffect } from "preact/hooks";
import { Icon } from "../icons";
import { T } from "../text";
import { factsOf } from "./facts";
import { useTable } from "./ctx";

export interface InfoAt {
  key: string;
  rect: { left: number; top: number; bottom: number; width: number };
  pinned: boolean;
}

export function InfoPop(props: { at: InfoAt | null; close(): void }) {
  const t = useTable();
  const at = props.at;
  // On a phone a pinned note is a sheet at the bottom; elsewhere it sits by
  // its board thing and goes when the page scrolls away from it.
  const sheet = window.innerWidth <= 900;
  useEffect(() => {
    if (!at?.pinned) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && props.close();
    const onScroll = () => props.close();
    document.addEventListener("keydown", onKey);
    const armed = setTimeout(() => !sheet && window.addEventListener("scroll", onScroll, { passive: true, once: true }), 300);
    return () => {
      clearTimeout(armed);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", onScroll);
    };
  }, [at?.key, at?.pinned]);
  if (!at) return null;
  const facts = factsOf(at.key, t.view, t.lobby);
  const reasons = t.reasons.get(at.key) ?? [];
  const recent = t.recent.get(at.key);
  const legal = t.hl.has(at.key);
  if (!facts && !reasons.length && !recent) return null;
  const width = Math.min(352, window.innerWidth - 16);
  const left = Math.max(8, Math.min(at.rect.left + at.rect.width / 2 - width / 2, window.innerWidth - width - 8));
  const below = at.rect.bottom + 8;
  const place =
    at.pinned && sheet
      ? {}
      : { left: `${left}px`, width: `${width}px`, ...(below + 160 < window.innerHeight ? { top: `${below}px` } : { bottom: `${Math.max(8, window.innerHeight - at.rect.top + 8)}px` }) };
  return (
    <div class={`info-pop ${at.pinned ? "pinned" : ""} ${at.pinned && sheet ? "sheet" : ""}`} role="tooltip" data-testid="info-pop" style={place}>
      {facts ? (
        <>
          <div class="info-title">{facts.title}</div>
          {facts.lines.map((l) => (
            <p>{l}</p>
          ))}
        </>
      ) : null}
      {reasons.length ? (
        <div class="why-not" data-testid="why-not">
          <Icon n="warning" /> <strong>{T.info.whyNot}</strong> {reasons.join("; ")}
        </div>
      ) : null}
      {!legal && !reasons.length && t.me !== null && !t.state.waiting_for.includes(t.me) && t.state.status === "playing" ? (
        <p class="muted small">{T.info.notYourMove}</p>
      ) : null}
      {recent ? (
        <div class={`recent-note seat-${recent.seat}`}>
          <strong>{T.own.lastMove}:</strong> {recent.text}
        </div>
      ) : null}
      {at.pinned ? (
        <button type="button" class="link-btn close" onClick={props.close}>
          {T.info.close}
        </button>
      ) : null}
    </div>
  );
}
