// A game's page: "No such game" for an unknown id, the lobby until the start,
// then the table. Owns the socket. A seat link (`#seat=<token>`) opens that
// seat in this browser; the token is stored and taken out of the address bar.
import { PageTop } from "../i18n/LangMenu";
import { useEffect, useState } from "preact/hooks";
import { api, ApiError, tokens } from "../api";
import { GameConnection, INITIAL, type Snapshot } from "../connection";
import { Table } from "../table/Table";
import { T } from "../text";
import { Lobby } from "./Lobby";

/** Takes a seat token out of the URL fragment (and the address bar). */
export function takeSeatFromHash(id: string): void {
  const m = /(?:^#|&)seat=([0-9a-fA-F]{16,128})/.exec(location.hash);
  if (!m) return;
  tokens.setSeat(id, { seat: -1, token: m[1] });
  history.replaceState(history.state, "", location.pathname + location.search);
}

export function NoSuchGame() {
  return (
    <main class="page missing" data-testid="no-such-game">
      <PageTop />
      <h1>{T.missing.title}</h1>
      <p>{T.missing.body}</p>
      <a class="button send" href="/">
        {T.missing.home}
      </a>
    </main>
  );
}

/** A stored game that no longer replays: say so, with the reason. */
export function BrokenGame(props: { id: string; why: string }) {
  return (
    <main class="page missing" data-testid="broken-game">
      <PageTop />
      <h1>{T.lobby.title(props.id)}</h1>
      <p class="error" role="alert">
        {T.lobby.broken(props.why)}
      </p>
      <a class="button send" href="/">
        {T.missing.home}
      </a>
    </main>
  );
}

/** A seat link the server does not know: say so once, never reconnect. */
export function StaleSeatLink(props: { onGo(): void }) {
  return (
    <main class="page missing" data-testid="stale-seat-link">
      <PageTop />
      <h1>{T.staleLink.title}</h1>
      <p>{T.staleLink.body}</p>
      <p class="row">
        <button type="button" class="button send" onClick={props.onGo} data-testid="stale-go">
          {T.staleLink.go}
        </button>{" "}
        <a class="button" href="/">
          {T.missing.home}
        </a>
      </p>
    </main>
  );
}

export function Game(props: { id: string; watch: boolean }) {
  const [token, setToken] = useState<string | null>(() => {
    if (props.watch) return null;
    takeSeatFromHash(props.id);
    return tokens.seat(props.id)?.token ?? null;
  });
  const [exists, setExists] = useState<boolean | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [conn, setConn] = useState<GameConnection | null>(null);
  const [snap, setSnap] = useState<Snapshot>(INITIAL);
  // Probe the game first: an unknown id, or a seat link the server does not
  // know, gets a page that says so, not a connection that retries forever
  // (a browser cannot read why a socket was refused).
  useEffect(() => {
    let live = true;
    const probe = async () => {
      const l = await api.lobby(props.id);
      if (!live) return;
      if (l.status === "broken") return setBroken(l.broken ?? "");
      if (token) {
        try {
          await api.seatOf(props.id, token);
        } catch (e) {
          if (!(e instanceof ApiError && e.status === 401)) throw e;
          if (!live) return;
          tokens.setSeat(props.id, null);
          setToken(null);
          return setStale(true);
        }
      }
      if (live) setExists(true);
    };
    probe().catch((e) => live && setExists(e instanceof ApiError && e.status === 404 ? false : true));
    return () => {
      live = false;
    };
  }, [props.id]);
  useEffect(() => {
    if (!exists) return;
    const c = new GameConnection(props.id, token);
    setConn(c);
    const off = c.subscribe(setSnap);
    return () => {
      off();
      c.close();
    };
  }, [props.id, token, exists]);
  // A token the server no longer knows (left seat): forget it and watch instead.
  useEffect(() => {
    if (snap.seatLost && token) {
      tokens.setSeat(props.id, null);
      setToken(null);
    }
  }, [snap.seatLost]);
  // The welcome says which seat a token holds (a seat link does not).
  useEffect(() => {
    if (token && snap.viewer && snap.viewer !== "spectator") tokens.setSeat(props.id, { seat: snap.viewer.seat, token });
  }, [snap.viewer]);

  if (exists === false) return <NoSuchGame />;
  if (stale)
    return (
      <StaleSeatLink
        onGo={() => {
          setStale(false);
          setExists(true);
        }}
      />
    );
  if (broken !== null) return <BrokenGame id={props.id} why={broken} />;
  const linkBanner =
    snap.link === "lost" ? (
      <div class="conn-lost" role="alert" data-testid="conn-lost">
        {T.conn.lost(snap.retryIn)}{" "}
        <button type="button" class="link-btn" onClick={() => conn?.retryNow()}>
          {T.conn.retry}
        </button>
      </div>
    ) : null;

  if (snap.state && conn)
    return (
      <Table snap={snap} conn={conn} gameId={props.id} token={token} notice={linkBanner} />
    );
  return (
    <>
      {linkBanner}
      <Lobby
        id={props.id}
        watch={props.watch}
        snap={snap}
        token={token}
        conn={conn}
        onJoined={(seat, t) => {
          tokens.setSeat(props.id, { seat, token: t });
          setToken(t);
        }}
        onLeft={() => {
          tokens.setSeat(props.id, null);
          setToken(null);
        }}
      />
    </>
  );
}
