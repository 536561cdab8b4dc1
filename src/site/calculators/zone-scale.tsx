import type { heartRateZones } from "../../calculators/heart-rate-zones.js";
import { formatNumber } from "../format.js";

/** One heart-rate zone as the calculator returns it. */
type Zone = ReturnType<(typeof heartRateZones)["compute"]>["zones"][number];

/** The zones as ranges that do not overlap: a bound the API gives two zones belongs to the lower one. */
export function displayRanges(zones: readonly Zone[]): readonly (readonly [number, number])[] {
  return zones.map((zone, index) => {
    const previous = zones[index - 1];
    const from = previous && previous.maxBpm >= zone.minBpm ? previous.maxBpm + 1 : zone.minBpm;
    return [from, zone.maxBpm] as const;
  });
}

const width = 320;
const left = 12;
const right = width - 12;

/** The four training zones on one continuous scale with a tick and its bpm at every bound, then the list. */
export function ZoneScale(props: { readonly zones: readonly Zone[] }) {
  const { zones } = props;
  const first = zones[0];
  const last = zones.at(-1);
  if (!first || !last) return null;
  const x = (bpm: number) =>
    left + ((bpm - first.minBpm) / (last.maxBpm - first.minBpm || 1)) * (right - left);
  const bounds = [first.minBpm, ...zones.map((zone) => zone.maxBpm)];
  const ranges = displayRanges(zones);
  return (
    <figure class="zone-figure">
      <svg
        class="zone-chart"
        viewBox={`0 0 ${width} 56`}
        role="img"
        aria-label={`Heart-rate zones from ${first.minBpm} to ${last.maxBpm} beats per minute: ${zones.map((zone, index) => `zone ${zone.zone}, ${zone.name}, ${ranges[index]?.[0]} to ${ranges[index]?.[1]}`).join("; ")}.`}
      >
        {zones.map((zone) => (
          <rect
            class={`band-${zone.zone}`}
            x={x(zone.minBpm).toFixed(1)}
            y="8"
            width={(x(zone.maxBpm) - x(zone.minBpm)).toFixed(1)}
            height="18"
          />
        ))}
        {zones.map((zone) => (
          <text
            class="zone-chart-number"
            x={((x(zone.minBpm) + x(zone.maxBpm)) / 2).toFixed(1)}
            y="21"
            text-anchor="middle"
          >
            {zone.zone}
          </text>
        ))}
        {bounds.map((bpm) => (
          <>
            <line class="tick" x1={x(bpm).toFixed(1)} x2={x(bpm).toFixed(1)} y1="4" y2="32" />
            <text class="tick-label" x={x(bpm).toFixed(1)} y="48" text-anchor="middle">
              {formatNumber(bpm)}
            </text>
          </>
        ))}
      </svg>
      <figcaption>
        <ZoneList zones={zones} ranges={ranges} />
      </figcaption>
    </figure>
  );
}

/** The zones as a list: each one's name, its bpm range as shown and its share of the maximum. */
function ZoneList(props: {
  readonly zones: readonly Zone[];
  readonly ranges: ReturnType<typeof displayRanges>;
}) {
  const { zones, ranges } = props;
  return (
    <ol class="zone-list">
      {zones.map((zone, index) => (
        <li class={`zone zone-${zone.zone}`}>
          <span class="swatch" aria-hidden="true" />
          <span class="zone-name">
            Zone {zone.zone}: {zone.name}
          </span>
          <strong class="zone-bpm">
            {formatNumber(ranges[index]?.[0] ?? zone.minBpm)}–{formatNumber(zone.maxBpm)} bpm
          </strong>
          <span class="zone-percent">
            {zone.minPercent}–{zone.maxPercent}% of maximum
          </span>
        </li>
      ))}
    </ol>
  );
}
