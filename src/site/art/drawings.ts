import { insightsScreen, phoneSize, streakScreen, todayScreen, widgetScreen } from "./phone.js";
import { watchFace, watchSize } from "./watch.js";

/** One drawing of the app: what it shows (its text alternative), its size and its SVG elements. */
export interface Drawing {
  readonly label: string;
  readonly width: number;
  readonly height: number;
  readonly body: string;
}

function onPhone(label: string, body: string): Drawing {
  return { label, width: phoneSize.width, height: phoneSize.height, body };
}

/** The iPhone beside the Apple Watch, both on the Today numbers. */
function phoneAndWatch(): Drawing {
  const scale = 0.62;
  return {
    label:
      "Stepzy on iPhone and Apple Watch: the Today screen shows 8,432 of 10,000 steps on a goal ring, 3.9 miles and a 12-day streak; the watch face shows the same steps in a ring complication.",
    width: 420,
    height: phoneSize.height,
    body:
      todayScreen() +
      `<g transform="translate(${420 - watchSize.width * scale - 4} ${phoneSize.height - watchSize.height * scale - 20}) scale(${scale})">${watchFace()}</g>`,
  };
}

/** Every drawing of the app, by name: made for this site, from the app's real screens and features. */
export const drawings = {
  hero: phoneAndWatch(),
  today: onPhone(
    "The Today screen: a goal ring with 8,432 of 10,000 steps, 3.9 miles, a 12-day streak, 6 floors and the day's steps by hour.",
    todayScreen(),
  ),
  streak: onPhone(
    "The streak screen: 12 days in a row on May 12, a best of 41, and a May calendar with every met goal marked and one day kept by a streak freeze.",
    streakScreen(),
  ),
  insights: onPhone(
    "The insights screen: a week of daily steps against a dashed 10,000-step goal line, an average of 9,971 steps a day, and the note that this week was 12% above last week.",
    insightsScreen(),
  ),
  widget: onPhone(
    "The iPhone Home Screen with the Stepzy widgets: the medium one with 8,432 steps, 84% of the goal, 3.9 miles, a 12-day streak and Refresh and Start Walk buttons; the small Today and Streak widgets; and the large week chart with the goal line.",
    widgetScreen(),
  ),
  watch: {
    label:
      "An Apple Watch face with the time and the Stepzy complication: 8,432 steps on a ring and a 12-day streak.",
    width: watchSize.width,
    height: watchSize.height,
    body: watchFace(),
  },
} as const satisfies Record<string, Drawing>;

/** The name of a drawing. */
export type DrawingName = keyof typeof drawings;
