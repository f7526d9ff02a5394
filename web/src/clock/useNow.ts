// The current time, refreshed every `ms` while `on`: clocks tick and "away for"
// grows without a message from the server.
import { useEffect, useState } from "preact/hooks";

export function useNow(ms: number, on = true): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms, on]);
  return now;
}
