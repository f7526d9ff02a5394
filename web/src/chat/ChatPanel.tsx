// The table's chat: beside the log on a wide screen, a tab that opens a sheet
// on a phone. Two channels: the players' table (seats only) and the
// spectators' (players read it without posting). Messages are shown as text
// (Preact escapes text; nothing here sets HTML), links are not made links.
// Muting a seat or the spectators is this browser's own choice.
import { useEffect, useRef, useState } from "preact/hooks";
import type { ChatChannel } from "../generated/ChatChannel";
import type { LobbyInfo } from "../generated/LobbyInfo";
import type { GameConnection } from "../connection";
import { api, tokens } from "../api";
import { t } from "../i18n";
import { T } from "../text";
import { MAX_CHAT_CHARS, muted, NO_MUTES, REACTIONS, unread, type ChatLog, type Mutes } from "./chat";

function loadMutes(key: string): Mutes {
  try {
    const m = JSON.parse(localStorage.getItem(key) ?? "null") as Mutes | null;
    return m && Array.isArray(m.seats) ? m : NO_MUTES;
  } catch {
    return NO_MUTES;
  }
}

/** Whether the layout is the phone's (one column, the chat as a sheet). */
function usePhone(): boolean {
  const query = typeof window !== "undefined" && window.matchMedia ? window.matchMedia("(max-width: 900px)") : null;
  const [phone, setPhone] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const on = () => setPhone(query.matches);
    query.addEventListener?.("change", on);
    return () => query.removeEventListener?.("change", on);
  }, []);
  return phone;
}

function chime() {
  try {
    const ac = new AudioContext();
    const o = ac.createOscillator();
    const g = ac.createGain();
    o.frequency.value = 880;
    g.gain.setValueAtTime(0.05, ac.currentTime);
    g.gain.exponentialRampToValueAtTime(0.0001, ac.currentTime + 0.25);
    o.connect(g).connect(ac.destination);
    o.start();
    o.stop(ac.currentTime + 0.25);
  } catch {
    /* no audio: the title still says it */
  }
}

/** While the page is hidden, new messages show in the tab's title (and, if
 * this viewer asked for it, chime); the title the table set comes back when
 * the page is looked at again. */
function useNewMessageNotice(unreadNow: number, sound: boolean) {
  const before = useRef<string | null>(null);
  const last = useRef(unreadNow);
  useEffect(() => {
    const grew = unreadNow > last.current;
    last.current = unreadNow;
    if (!grew || !document.hidden) return;
    if (before.current === null) before.current = document.title;
    document.title = T.chat.newTitle(unreadNow);
    if (sound) chime();
  }, [unreadNow]);
  useEffect(() => {
    const back = () => {
      if (document.hidden || before.current === null) return;
      if (document.title.startsWith("(")) document.title = before.current;
      before.current = null;
    };
    document.addEventListener("visibilitychange", back);
    return () => document.removeEventListener("visibilitychange", back);
  }, []);
}

export function ChatPanel(props: { chat: ChatLog; lobby: LobbyInfo | null; me: number | null; conn: Pick<GameConnection, "chat" | "olderChat">; gameId: string }) {
  const { chat, lobby, me } = props;
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<ChatChannel>(me === null ? "spectators" : "table");
  const [draft, setDraft] = useState("");
  const [name, setName] = useState(() => localStorage.getItem("trickerion:chat-name") ?? "");
  const muteKey = `trickerion:chat-mutes:${props.gameId}`;
  const [mutes, setMutes] = useState<Mutes>(() => loadMutes(muteKey));
  const [seen, setSeen] = useState<Record<ChatChannel, number>>({ table: 0, spectators: 0 });
  const list = useRef<HTMLOListElement>(null);
  const [sound, setSound] = useState(() => localStorage.getItem("trickerion:chat-sound") === "on");
  const creator = tokens.creator(props.gameId);
  const [creatorError, setCreatorError] = useState<string | null>(null);
  const spectatorsOpen = lobby?.spectator_chat ?? true;
  const channels: ChatChannel[] = me === null ? ["spectators"] : ["table", "spectators"];
  const visible = !phone || open;
  // Messages count as read only while the page itself is looked at.
  const [pageShown, setPageShown] = useState(!document.hidden);
  useEffect(() => {
    const on = () => setPageShown(!document.hidden);
    document.addEventListener("visibilitychange", on);
    return () => document.removeEventListener("visibilitychange", on);
  }, []);
  const reading = visible && pageShown;
  const messages = chat[channel];
  const lastId = messages.length ? messages[messages.length - 1].id : 0;

  // What is shown counts as read; the newest stays in view.
  useEffect(() => {
    if (reading && seen[channel] < lastId) setSeen({ ...seen, [channel]: lastId });
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [reading, channel, lastId]);

  const counts = {
    table: me === null ? 0 : unread(chat.table, seen.table, me, mutes),
    spectators: spectatorsOpen ? unread(chat.spectators, seen.spectators, me, mutes) : 0,
  };
  const total = counts.table + counts.spectators;
  useNewMessageNotice(total, sound);
  const settings = async (change: { spectators_open?: boolean; mute?: string }) => {
    setCreatorError(null);
    try {
      await api.chatSettings(props.gameId, change, creator!);
    } catch (e) {
      setCreatorError(e instanceof Error ? e.message : String(e));
    }
  };
  const setMuted = (m: Mutes) => {
    setMutes(m);
    localStorage.setItem(muteKey, JSON.stringify(m));
  };
  const canPost = channel === "table" ? me !== null : me === null && spectatorsOpen;
  const post = (text: string) => {
    const t = text.trim();
    if (!t || !canPost) return;
    if (me === null && name.trim()) localStorage.setItem("trickerion:chat-name", name.trim());
    if (props.conn.chat(channel, t, me === null ? name.trim() : undefined) && text === draft) setDraft("");
  };
  const shown = messages.filter((m) => !muted(m, mutes));
  const hidden = messages.length - shown.length;
  const others = (lobby?.seats ?? []).filter((s) => s.seat !== me && s.name !== null && s.bot === null);

  return (
    <>
      {phone ? (
        <button type="button" class="chat-tab" onClick={() => setOpen(!open)} data-testid="chat-tab" aria-expanded={open}>
          {T.chat.open(total)}
        </button>
      ) : null}
      <section class={`area chat-panel ${phone ? "sheet" : ""} ${visible ? "" : "closed"}`} aria-label={T.chat.title} data-testid="chat" hidden={!visible}>
        <div class="chat-head">
          <h2>{T.chat.title}</h2>
          <div class="chat-channels" role="tablist">
            {channels.map((c) => (
              <button type="button" role="tab" aria-selected={c === channel} class={c === channel ? "on" : ""} onClick={() => setChannel(c)} data-testid={`chat-channel-${c}`}>
                {c === "table" ? T.chat.table : T.chat.spectators}
                {counts[c] && c !== channel ? <span class="badge" data-testid={`chat-unread-${c}`} aria-label={T.chat.unread(counts[c])}>{counts[c]}</span> : null}
              </button>
            ))}
          </div>
          {phone ? (
            <button type="button" class="cancel" onClick={() => setOpen(false)} aria-label={T.chat.close}>
              ✕
            </button>
          ) : null}
        </div>
        {channel === "spectators" && !spectatorsOpen ? (
          <p class="muted small">{T.chat.closed}</p>
        ) : (
          <>
            {chat.more[channel] ? (
              <button type="button" class="link-btn" onClick={() => props.conn.olderChat(channel)} data-testid="chat-older">
                {T.chat.older}
              </button>
            ) : null}
            <ol class="chat-lines" ref={list} data-testid="chat-lines" aria-live="polite">
              {shown.length === 0 ? <li class="muted small">{T.chat.empty}</li> : null}
              {shown.map((m) => (
                <li class={`chat-line ${m.seat === null ? "spectator" : `by seat-${m.seat}`}`} data-testid="chat-line">
                  <span class="who">{m.name}</span>
                  {m.seat === null ? <span class="muted small"> ({T.chat.spectator})</span> : null}{" "}
                  <span class="text">{m.text}</span>
                  {creator && m.seat === null ? (
                    <button type="button" class="link-btn small chat-game-mute" onClick={() => settings({ mute: m.name })} data-testid="chat-mute-name">
                      {T.chat.muteForGame(m.name)}
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
            {hidden ? <div class="muted small">{T.chat.hidden(hidden)}</div> : null}
          </>
        )}
        {channel === "table" && me !== null ? <p class="muted small">{T.chat.tableHint}</p> : null}
        {channel === "spectators" && me !== null && spectatorsOpen ? <p class="muted small">{T.chat.readOnly}</p> : null}
        {canPost ? (
          <>
            <div class="chat-reactions">
              {REACTIONS.map((r) => (
                <button type="button" class="chip" onClick={() => post(t(r))} disabled={me === null && !name.trim()} data-testid="chat-reaction">
                  {t(r)}
                </button>
              ))}
            </div>
            <form
              class="chat-form"
              onSubmit={(e) => {
                e.preventDefault();
                post(draft);
              }}
            >
              {me === null ? (
                <input class="chat-name" placeholder={T.chat.yourName} aria-label={T.chat.yourName} maxLength={32} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} data-testid="chat-name" />
              ) : null}
              <input
                class="chat-input"
                placeholder={T.chat.placeholder}
                aria-label={T.chat.placeholder}
                maxLength={MAX_CHAT_CHARS}
                value={draft}
                onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
                data-testid="chat-input"
              />
              <button type="submit" class="send" disabled={!draft.trim() || (me === null && !name.trim())} data-testid="chat-send">
                {T.chat.send}
              </button>
            </form>
          </>
        ) : null}
        {chat.error ? (
          <p class="error small" role="alert" data-testid="chat-error">
            {chat.error}
          </p>
        ) : null}
        <div class="chat-mutes">
          {channel === "table"
            ? others.map((s) => {
                const on = mutes.seats.includes(s.seat);
                return (
                  <button type="button" class="link-btn small" onClick={() => setMuted({ ...mutes, seats: on ? mutes.seats.filter((x) => x !== s.seat) : [...mutes.seats, s.seat] })} data-testid={`chat-mute-${s.seat}`}>
                    {on ? T.chat.unmuteSeat(s.name!) : T.chat.muteSeat(s.name!)}
                  </button>
                );
              })
            : me !== null && spectatorsOpen ? (
                <button type="button" class="link-btn small" onClick={() => setMuted({ ...mutes, spectators: !mutes.spectators })} data-testid="chat-mute-spectators">
                  {mutes.spectators ? T.chat.unmute : T.chat.muteSpectators}
                </button>
              ) : null}
          {creator && channel === "spectators" ? (
            <button type="button" class="link-btn small" onClick={() => settings({ spectators_open: !spectatorsOpen })} data-testid="chat-spectators-switch">
              {spectatorsOpen ? T.chat.closeSpectators : T.chat.openSpectators}
            </button>
          ) : null}
          <label class="small">
            <input
              type="checkbox"
              checked={sound}
              onChange={(e) => {
                const on = (e.target as HTMLInputElement).checked;
                setSound(on);
                localStorage.setItem("trickerion:chat-sound", on ? "on" : "off");
              }}
              data-testid="chat-sound"
            />{" "}
            {T.chat.sound}
          </label>
        </div>
        {creatorError ? (
          <p class="error small" role="alert">
            {creatorError}
          </p>
        ) : null}
      </section>
    </>
  );
}
