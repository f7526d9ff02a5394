// The create form's time control: none, live (minutes per player plus seconds
// per move) or correspondence (hours or days per move), and what happens on
// time-out.
import type { ClockOptions } from "../generated/ClockOptions";
import type { OnTimeout } from "../generated/OnTimeout";
import { T } from "../text";

export interface ClockChoice {
  kind: "none" | "live" | "correspondence";
  minutes: number;
  increment: number;
  amount: number;
  unit: "hours" | "days";
  onTimeout: OnTimeout;
}

export const NO_CLOCK: ClockChoice = { kind: "none", minutes: 20, increment: 20, amount: 1, unit: "days", onTimeout: "bot" };

/** The create request's `clock`, or undefined for none. */
export function clockOptions(c: ClockChoice): ClockOptions | undefined {
  if (c.kind === "live") return { kind: "live", initial_secs: Math.round(c.minutes * 60), increment_secs: Math.round(c.increment), on_timeout: c.onTimeout };
  if (c.kind === "correspondence")
    return { kind: "correspondence", per_move_secs: Math.round(c.amount * (c.unit === "days" ? 86_400 : 3_600)), on_timeout: c.onTimeout };
  return undefined;
}

export function ClockPicker(props: { value: ClockChoice; onChange(c: ClockChoice): void }) {
  const c = props.value;
  const set = (patch: Partial<ClockChoice>) => props.onChange({ ...c, ...patch });
  const num = (e: Event) => Number((e.target as HTMLInputElement).value);
  return (
    <fieldset class="clock-picker" data-testid="clock-picker">
      <legend>{T.home.clock}</legend>
      <select value={c.kind} onChange={(e) => set({ kind: (e.target as HTMLSelectElement).value as ClockChoice["kind"] })} data-testid="clock-kind">
        <option value="none">{T.home.clockNone}</option>
        <option value="live">{T.home.clockLive}</option>
        <option value="correspondence">{T.home.clockCorrespondence}</option>
      </select>
      {c.kind === "live" ? (
        <span class="clock-fields">
          <label>
            <input type="number" min={1} max={1440} value={c.minutes} onInput={(e) => set({ minutes: num(e) })} data-testid="clock-minutes" /> {T.home.minutesEach}
          </label>
          <label>
            + <input type="number" min={0} max={3600} value={c.increment} onInput={(e) => set({ increment: num(e) })} data-testid="clock-increment" /> {T.home.incrementSecs}
          </label>
        </span>
      ) : null}
      {c.kind === "correspondence" ? (
        <span class="clock-fields">
          <label>
            <input type="number" min={1} max={c.unit === "days" ? 30 : 720} value={c.amount} onInput={(e) => set({ amount: num(e) })} data-testid="clock-amount" />
          </label>
          <select value={c.unit} onChange={(e) => set({ unit: (e.target as HTMLSelectElement).value as ClockChoice["unit"] })} data-testid="clock-unit">
            <option value="hours">{T.home.hours}</option>
            <option value="days">{T.home.days}</option>
          </select>{" "}
          {T.home.perMove}
        </span>
      ) : null}
      {c.kind !== "none" ? (
        <label class="sub">
          {T.home.onTimeout}{" "}
          <select value={c.onTimeout} onChange={(e) => set({ onTimeout: (e.target as HTMLSelectElement).value as OnTimeout })} data-testid="clock-timeout">
            <option value="bot">{T.home.timeoutBot}</option>
            <option value="forfeit">{T.home.timeoutForfeit}</option>
          </select>
        </label>
      ) : null}
    </fieldset>
  );
}
