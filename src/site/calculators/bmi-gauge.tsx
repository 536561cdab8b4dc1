import { type BmiCategory, bmiCategories } from "../../calculators/bmi.js";
import { formatNumber } from "../format.js";

const scaleMin = 15;
const scaleMax = 40;

/** The adult bands of the gauge, matching `bmiCategory` (decisions.md section 1). */
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

const position = (value: number) =>
  ((Math.min(scaleMax, Math.max(scaleMin, value)) - scaleMin) / (scaleMax - scaleMin)) * 100;
const bandClass = (category: BmiCategory) => `band-${bmiCategories.indexOf(category) + 1}`;

/** A BMI marked on a coloured scale of the four adult categories, with a legend. */
export function BmiGauge(props: { readonly bmi: number; readonly category: BmiCategory }) {
  const marker = position(props.bmi);
  return (
    <figure class="gauge">
      <svg
        viewBox="0 0 100 16"
        preserveAspectRatio="none"
        role="img"
        aria-label={`BMI ${formatNumber(props.bmi, 1)} marked on a scale from ${scaleMin} to ${scaleMax}, in the ${props.category} range`}
      >
        {bands.map((band) => (
          <rect
            class={bandClass(band.category)}
            x={position(band.from)}
            y={4}
            width={position(band.to) - position(band.from)}
            height={8}
          />
        ))}
        <rect
          class="gauge-marker"
          x={Math.min(99, Math.max(0, marker - 0.75))}
          y={0}
          width={1.5}
          height={16}
        />
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
