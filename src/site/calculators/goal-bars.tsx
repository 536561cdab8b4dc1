import { formatNumber } from "../format.js";

function Bar(props: {
  readonly label: string;
  readonly value: number;
  readonly max: number;
  readonly kind: string;
}) {
  const width = props.max > 0 ? (props.value / props.max) * 100 : 0;
  return (
    <div class="bar-row">
      <span class="bar-label">{props.label}</span>
      <svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect class="bar-track" width={100} height={10} />
        <rect class={`bar-fill bar-${props.kind}`} width={width} height={10} />
      </svg>
      <span class="bar-value">{formatNumber(props.value)}</span>
    </div>
  );
}

/** The current daily average next to the new goal, as two bars. */
export function GoalBars(props: { readonly current: number; readonly goal: number }) {
  const max = Math.max(props.current, props.goal);
  return (
    <div class="bars">
      <Bar label="Now" value={props.current} max={max} kind="current" />
      <Bar label="Goal" value={props.goal} max={max} kind="goal" />
    </div>
  );
}
