// A game's page: the lobby until the start, then the table. Owns the socket.
import { useEffect, useState } from "preact/hooks";
import { api, tokens } from "../api";
import { GameConnection, INITIAL, type Snapshot } from "../connection";
import { Table } from "../table/Table";
import { Lobby } from "./Lobby";

export function Game(props: { id: string; watch: boolean }) {
  const [token, setToken] = useState<string | null>(props.watch ? null : (tokens.seat(props.id)?.token ?? null));
  const [conn, setConn] = useState<GameConnection | null>(null);
  const [snap, setSnap] = useState<Snapshot>(INITIAL);
  useEffect(() => {
    const c = new GameConnection(props.id, token);
    setConn(c);
    const off = c.subscribe(setSnap);
    return () => {
      off();
      c.close();
    };
  }, [props.id, token]);
  // A token the server no longer knows (left seat): forget it and watch instead.
  useEffect(() => {
    if (snap.seatLost && token) {
      tokens.setSeat(props.id, null);
      setToken(null);
    }
  }, [snap.seatLost]);
  useEffect(() => {
    if (token || props.watch) return;
    // Probe the game exists (a missing game never opens a socket).
    api.lobby(props.id).catch(() => setSnap((s) => ({ ...s, error: "No such game." })));
  }, [props.id]);

  const linkBanner =
    snap.link === "lost" ? (
      <div class="conn-lost" role="alert" data-testid="conn-lost">
        Connection lost — reconnecting{snap.retryIn ? ` in ${snap.retryIn} s` : "…"}{" "}
        <button type="button" class="link-btn" onClick={() => conn?.retryNow()}>
          Retry now
        </button>
      </div>
    ) : null;

  if (snap.state && conn)
    return (
      <>
        {linkBanner}
        <Table snap={snap} conn={conn} />
      </>
    );
  return (
    <>
      {linkBanner}
      <Lobby
        id={props.id}
        watch={props.watch}
        snap={snap}
        token={token}
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
