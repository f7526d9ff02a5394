// Side drawers of the table: the short rules reference with the symbols'
// legend, and the link that
// carries the viewer's seat to another device.
import { useState } from "preact/hooks";
import { api } from "../api";
import { T } from "../text";
import { SymbolLegend } from "./Legend";

function Drawer(props: { title: string; close(): void; children: preact.ComponentChildren; testid: string }) {
  return (
    <div class="drawer-backdrop" onClick={(e) => e.target === e.currentTarget && props.close()}>
      <aside class="drawer" role="dialog" aria-label={props.title} data-testid={props.testid}>
        <div class="drawer-head">
          <h2>{props.title}</h2>
          <button type="button" class="cancel" onClick={props.close} aria-label={T.info.close}>
            ✕
          </button>
        </div>
        {props.children}
      </aside>
    </div>
  );
}

export function RulesDrawer(props: { close(): void }) {
  return (
    <Drawer title={T.rules.title} close={props.close} testid="rules">
      {T.rules.sections.map((s) => (
        <section class="rules-section">
          <h3>{s.h}</h3>
          {s.p.map((p) => (
            <p>{p}</p>
          ))}
        </section>
      ))}
      <SymbolLegend />
      <p class="muted small">{T.rules.note}</p>
    </Drawer>
  );
}

/** The seat link: `/g/{id}#seat=<token>`. A fragment never reaches the server. */
export function seatLink(gameId: string, token: string): string {
  return `${location.origin}/g/${gameId}#seat=${token}`;
}

export function DeviceDrawer(props: { close(): void; gameId: string; token: string | null }) {
  const [copied, setCopied] = useState(false);
  const link = props.token ? seatLink(props.gameId, props.token) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      document.querySelector<HTMLInputElement>('[data-testid="seat-link"]')?.select();
    }
  };
  return (
    <Drawer title={T.device.title} close={props.close} testid="device">
      {link ? (
        <>
          <p>{T.device.body}</p>
          <input class="wide" readOnly value={link} data-testid="seat-link" onFocus={(e) => (e.target as HTMLInputElement).select()} />
          <button type="button" onClick={copy}>
            {copied ? T.device.copied : T.device.copy}
          </button>
        </>
      ) : (
        <p>{T.device.spectator}</p>
      )}
    </Drawer>
  );
}

/** The seat's turn webhook: a URL the server calls when the game waits for
 * this seat. The server never echoes it back, so this browser remembers it. */
export function WebhookDrawer(props: { close(): void; gameId: string; seat: number; token: string }) {
  const key = `trickerion:webhook:${props.gameId}`;
  const [url, setUrl] = useState(localStorage.getItem(key) ?? "");
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async (e: Event) => {
    e.preventDefault();
    setNote(null);
    setError(null);
    const u = url.trim();
    try {
      await api.webhook(props.gameId, props.seat, u || null, props.token);
      if (u) localStorage.setItem(key, u);
      else localStorage.removeItem(key);
      setNote(T.top.webhookSaved);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Drawer title={T.top.webhookTitle} close={props.close} testid="webhook">
      <p>{T.top.webhookBody}</p>
      <form onSubmit={save}>
        <input class="wide" type="url" placeholder="https://…" value={url} onInput={(e) => setUrl((e.target as HTMLInputElement).value)} data-testid="webhook-url" />
        <button type="submit" class="send" data-testid="webhook-save">
          {T.top.webhookSave}
        </button>
      </form>
      {note ? <p role="status">{note}</p> : null}
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : null}
    </Drawer>
  );
}
