// A tiny history router: `/`, `/g/{id}` (lobby and table), `/g/{id}/watch`,
// `/g/{id}/replay` (a finished game, move by move).
import { useEffect, useState } from "preact/hooks";

export type Route = { page: "home" } | { page: "game"; id: string; watch: boolean } | { page: "replay"; id: string } | { page: "missing" };

export function parseRoute(path: string): Route {
  if (path === "/" || path === "") return { page: "home" };
  const replay = /^\/g\/([A-Za-z0-9_-]+)\/replay\/?$/.exec(path);
  if (replay) return { page: "replay", id: replay[1] };
  const m = /^\/g\/([A-Za-z0-9_-]+)(\/watch)?\/?$/.exec(path);
  if (m) return { page: "game", id: m[1], watch: !!m[2] };
  return { page: "missing" };
}

export function navigate(path: string) {
  history.pushState(null, "", path);
  dispatchEvent(new PopStateEvent("popstate"));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(parseRoute(location.pathname));
  useEffect(() => {
    const f = () => setRoute(parseRoute(location.pathname));
    addEventListener("popstate", f);
    return () => removeEventListener("popstate", f);
  }, []);
  return route;
}
