import type { Child } from "hono/jsx";
import type { bmi } from "../../calculators/bmi.js";
import type { dailyStepGoal } from "../../calculators/daily-step-goal.js";
import type { heartRateZones } from "../../calculators/heart-rate-zones.js";
import type { stepsToCalories } from "../../calculators/steps-to-calories.js";
import type { stepsToMiles } from "../../calculators/steps-to-miles.js";
import type { tdee } from "../../calculators/tdee.js";
import type { walkingTime } from "../../calculators/walking-time.js";
import type { waterIntake } from "../../calculators/water-intake.js";
import { formatNumber } from "../format.js";
import { BmiGauge } from "./bmi-gauge.js";
import { GoalBars } from "./goal-bars.js";
import { ZoneScale } from "./zone-scale.js";

type ResultOf<C extends { compute(input: never): unknown }> = ReturnType<C["compute"]>;

/** Liters in a number of US fluid ounces (1 fl oz = 29.5735295625 ml, as the calculator's method says). */
const litersOf = (fluidOunces: number) => (fluidOunces * 29.5735295625) / 1000;
type Input = Readonly<Record<string, unknown>>;

/** The age the TDEE equation is made from (its page says it is not for children and teenagers). */
const adultAge = 18;

/** The highest daily total water the content cites as adequate (US National Academies, men, food included). */
const adequateIntakeLiters = 3.7;

/** What a result is read against besides its input: the app's own limits (from the app facts). */
export interface ResultLimits {
  /** The highest daily step goal the app's goal picker offers. */
  readonly maximumGoalSteps?: number;
}

/** The headline number of a result. */
function Figure(props: { readonly value: string; readonly unit: string; readonly note?: Child }) {
  return (
    <p class="figure">
      <span class="figure-value">{props.value}</span> <span class="figure-unit">{props.unit}</span>
      {/* A space before the note, so the figure read as text (the status line) does not run together. */}
      {props.note ? (
        <>
          {" "}
          <span class="figure-note">{props.note}</span>
        </>
      ) : null}
    </p>
  );
}

/** Secondary facts of a result, as label and value pairs. */
function Facts(props: { readonly facts: readonly (readonly [string, string])[] }) {
  return (
    <dl class="facts">
      {props.facts.map(([label, value]) => (
        <div>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * How a goal was made, in one sum: "4,200 + 1,500 for your activity = 5,700, rounded to the nearest 500"
 * (the step up the option names can come out up to 250 less or more).
 */
function goalNote(result: ResultOf<typeof dailyStepGoal>, input: Input): string {
  const average = Number(input.currentAverageSteps);
  const sum = average + result.incrementSteps;
  const made = `${formatNumber(average)} + ${formatNumber(result.incrementSteps)} for your activity`;
  return sum === result.dailyGoalSteps ? made : `${made} = ${formatNumber(sum)}, rounded to the nearest 500`;
}

/** Minutes as hours and minutes, to the API's tenth of a minute: 80.5 -> "1 h 20.5 min". */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = formatNumber(Math.round((minutes - hours * 60) * 10) / 10, minutes % 1 === 0 ? 0 : 1);
  return hours === 0 ? `${rest} min` : `${hours} h ${rest} min`;
}

// Every figure at the places the API gives it (docs/calculators.md): rounding a rounded value again
// could show a number the calculation does not give (450.48 kcal is 450.5, not 451).
const views: Readonly<Record<string, (result: never, input: Input, limits: ResultLimits) => Child>> = {
  "steps-to-calories": (result: ResultOf<typeof stepsToCalories>) => (
    <>
      <Figure value={formatNumber(result.kcal, 1)} unit="kcal" note="burned by walking" />
      <Facts facts={[["Per 1,000 steps", `${formatNumber(result.kcalPer1000Steps, 1)} kcal`]]} />
    </>
  ),
  "steps-to-miles": (result: ResultOf<typeof stepsToMiles>) => (
    <>
      <Figure value={formatNumber(result.miles, 2)} unit="miles" />
      <Facts
        facts={[
          ["Kilometers", `${formatNumber(result.kilometers, 2)} km`],
          ["Stride length", `${formatNumber(result.strideFt, 2)} ft`],
        ]}
      />
    </>
  ),
  "daily-step-goal": (result: ResultOf<typeof dailyStepGoal>, input, limits) => (
    <>
      <Figure value={formatNumber(result.dailyGoalSteps)} unit="steps a day" note={goalNote(result, input)} />
      {limits.maximumGoalSteps !== undefined && result.dailyGoalSteps > limits.maximumGoalSteps ? (
        <p class="result-note">
          That is more than the {formatNumber(limits.maximumGoalSteps)} steps a day Stepzy's goal picker goes
          up to: set {formatNumber(limits.maximumGoalSteps)} in the app.
        </p>
      ) : null}
      <GoalBars current={Number(input.currentAverageSteps)} goal={result.dailyGoalSteps} />
      <Facts facts={[["Weekly goal", `${formatNumber(result.weeklyGoalSteps)} steps`]]} />
    </>
  ),
  "walking-time": (result: ResultOf<typeof walkingTime>) => (
    <>
      <Figure value={duration(result.minutes)} unit="of walking" />
      <Facts
        facts={[
          ["Minutes", formatNumber(result.minutes, 1)],
          ["Hours", formatNumber(result.hours, 2)],
          ["Cadence", `${formatNumber(result.stepsPerMinute)} steps per minute`],
        ]}
      />
    </>
  ),
  bmi: (result: ResultOf<typeof bmi>) => (
    <>
      <Figure value={formatNumber(result.bmi, 1)} unit="kg/m²" note={result.category} />
      <BmiGauge bmi={result.bmi} category={result.category} />
      <Facts
        facts={[
          [
            "Healthy weight for your height",
            `${formatNumber(result.healthyWeightMin, 1)} to ${formatNumber(result.healthyWeightMax, 1)} ${result.weightUnit}`,
          ],
        ]}
      />
    </>
  ),
  tdee: (result: ResultOf<typeof tdee>, input) => (
    <>
      <Figure value={formatNumber(result.tdeeKcal)} unit="kcal a day" />
      {Number(input.age) < adultAge ? (
        <p class="result-note">
          The equation is made for adults: for someone under {adultAge}, take this as a rough guess.
        </p>
      ) : null}
      <Facts
        facts={[
          ["Resting energy (BMR)", `${formatNumber(result.bmrKcal)} kcal a day`],
          ["Activity factor", formatNumber(result.activityFactor, 3)],
        ]}
      />
    </>
  ),
  "heart-rate-zones": (result: ResultOf<typeof heartRateZones>) => (
    <>
      <Figure value={formatNumber(result.maxHeartRateBpm)} unit="bpm" note="estimated maximum heart rate" />
      <ZoneScale zones={result.zones} />
    </>
  ),
  "water-intake": (result: ResultOf<typeof waterIntake>, input) => (
    <>
      {waterFigures(result, input)}
      {result.liters > adequateIntakeLiters ? (
        <p class="result-note">
          That is more than the {formatNumber(adequateIntakeLiters, 1)} liters a day, food included, that the
          US National Academies set as adequate intake for men: take it as a rule of thumb, not a target.
          Drink when you are thirsty, and don't force water down because a number says so.
        </p>
      ) : null}
    </>
  ),
};

/** The water figures in the units the visitor chose: liters first for kilograms, fluid ounces and cups for pounds. */
function waterFigures(result: ResultOf<typeof waterIntake>, input: Input) {
  return input.units === "metric" ? (
    <>
      <Figure
        value={formatNumber(result.liters, 2)}
        unit="liters a day"
        note={`${formatNumber(result.fluidOunces, 1)} fl oz`}
      />
      <Facts
        facts={[
          ["Baseline", `${formatNumber(litersOf(result.baselineFluidOunces), 2)} liters`],
          ["For exercise", `${formatNumber(litersOf(result.exerciseFluidOunces), 2)} liters`],
        ]}
      />
    </>
  ) : (
    <>
      <Figure
        value={formatNumber(result.fluidOunces, 1)}
        unit="fl oz a day"
        note={`${formatNumber(result.liters, 2)} liters`}
      />
      <Facts
        facts={[
          ["Cups (8 fl oz)", formatNumber(result.cups, 1)],
          ["Baseline", `${formatNumber(result.baselineFluidOunces, 1)} fl oz`],
          ["For exercise", `${formatNumber(result.exerciseFluidOunces, 1)} fl oz`],
        ]}
      />
    </>
  );
}

/** The result of a calculator as people read it: a headline figure and a chart or the facts around it. */
export function ResultView(props: {
  readonly slug: string;
  readonly result: object;
  readonly input: Input;
  readonly limits?: ResultLimits;
}) {
  const view = views[props.slug];
  if (view) return <>{view(props.result as never, props.input, props.limits ?? {})}</>;
  return (
    <Facts facts={Object.entries(props.result).map(([name, value]) => [name, String(value)] as const)} />
  );
}
