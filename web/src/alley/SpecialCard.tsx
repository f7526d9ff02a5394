// A Special Assignment card (Dark Alley): its name, with the effect shown on
// hover (title) and in small words under it, so a tap shows it too.
import { special } from "../catalog";
import { locationName } from "../labels";
import { Target } from "../table/ctx";

export function SpecialCard(props: { id: number; k: string; testid?: string }) {
  const s = special(props.id);
  return (
    <Target k={props.k} class={`scard loc-${s.location}`} title={`${s.name} (${s.code}, ${locationName(s.location)}): ${s.text}`} testid={props.testid}>
      <span class="sname">{s.name}</span>
      <span class="stext">{s.text}</span>
    </Target>
  );
}
