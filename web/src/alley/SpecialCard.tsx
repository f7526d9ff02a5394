// A Special Assignment card (Dark Alley): its Location, name and effect in
// small words under it, so a tap shows it as well as a hover.
import { special } from "../catalog";
import { Icon } from "../icons";
import { specialText } from "../text";
import { Target } from "../table/ctx";

export function SpecialCard(props: { id: number; k: string; testid?: string }) {
  const s = special(props.id);
  return (
    <Target k={props.k} class={`scard loc-${s.location}`} label={specialText(props.id)} testid={props.testid}>
      <span class="sname">
        <Icon n={s.location} /> {s.name}
      </span>
      <span class="stext">{s.text}</span>
    </Target>
  );
}
