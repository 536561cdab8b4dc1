import { type BmiCategory, bmiCategories } from "../../calculators/bmi.js";
import { formatNumber } from "../format.js";

const scaleMin = 15;
const scaleMax = 40;
const width = 320;
const left = 12;
const right = width - 12;

/** The adult bands of the gauge, matching `bmiCategory` (docs/calculators.md). */
const bands: readonly {
  readonly category: BmiCategory;
  readonly from: number;
  readonly to: number;
  readonly range: string;
}[] = [
  { category: bmiCategories[0], from: scaleMin, to: 18.5, range: "below 18.5" },
  { category: bmiCategories[1], from: 18.5, to: 25, range: "18.5 to 24.9" },
  { category: bmiCategories[2], from: 25, to: 30, range: "25.0 to 29.9" },
  { category: bmiCategories[3], from: 30, to: scaleMax, range: "30.0 and above" },
];

const x = (value: number) =>
  left +
  ((Math.min(scaleMax, Math.max(scaleMin, value)) - scaleMin) / (scaleMax - scaleMin)) * (right - left);
const bandClass = (category: BmiCategory) => `band-${bmiCategories.indexOf(category) + 1}`;

/** A BMI marked on a scale of the four adult categories, with the category bounds labelled, and a legend. */
export function BmiGauge(props: { readonly bmi: number; readonly category: BmiCategory }) {
  const marker = x(props.bmi);
  const value = formatNumber(props.bmi, 1);
  return (
    <figure class="gauge">
      <svg
        viewBox={`0 0 ${width} 70`}
        role="img"
        aria-label={`BMI ${value} marked on a scale from ${scaleMin} to ${scaleMax}, in the ${props.category} range (18.5 to 24.9 is healthy)`}
      >
        <text
          class="gauge-value"
          x={Math.min(right - 14, Math.max(left + 14, marker)).toFixed(1)}
          y="13"
          text-anchor="middle"
        >
          {value}
        </text>
        <path class="gauge-marker" d={`M${(marker - 6).toFixed(1)} 17 h12 l-6 8 z`} />
        {bands.map((band) => (
          <rect
            class={bandClass(band.category)}
            x={x(band.from).toFixed(1)}
            y="27"
            width={(x(band.to) - x(band.from)).toFixed(1)}
            height="14"
          />
        ))}
        <rect class="gauge-marker" x={(marker - 1.5).toFixed(1)} y="24" width="3" height="20" />
        {[18.5, 25, 30].map((bound) => (
          <>
            <line class="tick" x1={x(bound).toFixed(1)} x2={x(bound).toFixed(1)} y1="41" y2="48" />
            <text class="tick-label" x={x(bound).toFixed(1)} y="62" text-anchor="middle">
              {formatNumber(bound, bound % 1 ? 1 : 0)}
            </text>
          </>
        ))}
      </svg>
      <figcaption>
        <ol class="gauge-legend">
          {bands.map((band) => (
            <li
              class={bandClass(band.category)}
              aria-current={band.category === props.category ? "true" : undefined}
            >
              <span class="swatch" aria-hidden="true" />
              {band.category} <span class="legend-range">{band.range}</span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
