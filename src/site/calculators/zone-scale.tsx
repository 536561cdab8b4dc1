import { formatNumber } from "../format.js";

/** One heart-rate zone as the calculator returns it. */
interface Zone {
  readonly zone: number;
  readonly name: string;
  readonly minPercent: number;
  readonly maxPercent: number;
  readonly minBpm: number;
  readonly maxBpm: number;
}

/** The four training zones as a coloured scale from easiest to hardest, each with its beats per minute. */
export function ZoneScale(props: { readonly zones: readonly Zone[] }) {
  // A list is named by its own text, not aria-label, which only interactive and landmark roles
  // carry (ARIA in HTML); the caption above it says what the list is.
  return (
    <>
      <p class="zone-scale-caption visually-hidden">Training zones, easiest to hardest:</p>
      <ol class="zone-scale">
        {props.zones.map((zone) => (
          <li class={`zone zone-${zone.zone}`}>
            <span class="zone-name">
              Zone {zone.zone}: {zone.name}
            </span>
            <strong class="zone-bpm">
              {formatNumber(zone.minBpm)}–{formatNumber(zone.maxBpm)} bpm
            </strong>
            <span class="zone-percent">
              {zone.minPercent}–{zone.maxPercent} % of maximum
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
