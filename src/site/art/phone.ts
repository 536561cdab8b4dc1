import { bars, ring, text } from "./svg.js";

/** Width and height of the phone drawing, in its own units. */
export const phoneSize = { width: 280, height: 572 } as const;

const screen = { x: 12, y: 12, width: 256, height: 548 } as const;

/** An iPhone outline around a screen: body, screen, Dynamic Island and a status bar. */
export function phone(content: string): string {
  return (
    `<rect x="0" y="0" width="${phoneSize.width}" height="${phoneSize.height}" rx="46" class="a-body"/>` +
    `<rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" rx="36" class="a-screen"/>` +
    `<rect x="104" y="24" width="72" height="20" rx="10" class="a-body"/>` +
    text(40, 40, "9:41", { size: 13, weight: 600 }) +
    `<rect x="214" y="30" width="24" height="11" rx="3" class="a-muted"/>` +
    content
  );
}

/** The app's five tabs, as the guide's "The Today screen" lists them. */
const tabs = ["Today", "History", "Insights", "Awards", "Settings"] as const;

/** A tab bar at the foot of the screen, the given tab in the accent color. */
function tabBar(active: 0 | 1 | 2 | 3 | 4): string {
  const width = screen.width / tabs.length;
  return tabs
    .map((label, index) => {
      const x = Math.round(screen.x + width / 2 + index * width);
      const role = index === active ? "a-accent" : "a-muted";
      return `<circle cx="${x}" cy="514" r="8" class="${role}"/>${text(x, 536, label, { size: 10, role, anchor: "middle" })}`;
    })
    .join("");
}

/** A rounded card with a label and a value, as on the Today screen. */
function stat(x: number, label: string, value: string, role: string): string {
  return (
    `<rect x="${x}" y="312" width="72" height="62" rx="12" class="a-card"/>` +
    `<circle cx="${x + 14}" cy="328" r="5" class="${role}"/>` +
    text(x + 10, 355, value, { size: 15, weight: 700 }) +
    text(x + 10, 368, label, { size: 9, role: "a-muted" })
  );
}

/** Today: the goal ring with the day's steps, distance, streak and floors, and the day by hour. */
export function todayScreen(): string {
  const hours = [0, 0, 1, 3, 8, 5, 2, 6, 9, 4, 3, 7, 5, 2];
  return phone(
    text(28, 84, "Today", { size: 26, weight: 700 }) +
      text(28, 104, "Tuesday, May 12", { size: 12, role: "a-muted" }) +
      ring(140, 204, 78, 18, 0.84) +
      text(140, 206, "8,432", { size: 32, weight: 700, anchor: "middle" }) +
      text(140, 226, "of 10,000 steps", { size: 12, role: "a-muted", anchor: "middle" }) +
      stat(28, "miles", "3.9", "a-cool") +
      stat(104, "day streak", "12", "a-warm") +
      stat(180, "floors", "6", "a-accent") +
      text(28, 404, "By hour", { size: 12, weight: 600 }) +
      bars(hours, { x: 24, y: 412, width: 232, height: 60 }, 9, (index) =>
        index > 10 ? "a-track" : "a-accent",
      ) +
      tabBar(0),
  );
}

/** The streak calendar: days in a row, a month of met goals and one day saved by a streak freeze. */
export function streakScreen(): string {
  // Today is May 12, as on the Today screen: a 12-day streak, one of its days kept by a freeze.
  const met = new Set([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12]);
  const frozen = 4;
  let days = "";
  for (let day = 1; day <= 28; day += 1) {
    const column = (day - 1) % 7;
    const row = Math.floor((day - 1) / 7);
    const cx = 44 + column * 32;
    const cy = 246 + row * 38;
    const role = met.has(day) ? "a-warm" : day === frozen ? "a-cool" : "a-track";
    days +=
      day === frozen
        ? `<circle cx="${cx}" cy="${cy}" r="12" class="a-cool-s" stroke-width="3"/>`
        : `<circle cx="${cx}" cy="${cy}" r="12" class="${role}"/>`;
  }
  const weekdays = ["M", "T", "W", "T", "F", "S", "S"]
    .map((day, index) => text(44 + index * 32, 218, day, { size: 11, role: "a-muted", anchor: "middle" }))
    .join("");
  return phone(
    text(28, 84, "Streak", { size: 26, weight: 700 }) +
      `<rect x="28" y="100" width="224" height="84" rx="16" class="a-card"/>` +
      text(48, 146, "12", { size: 40, weight: 700, role: "a-warm" }) +
      text(110, 136, "days in a row", { size: 14, weight: 600 }) +
      text(110, 156, "Best: 41 days", { size: 12, role: "a-muted" }) +
      text(28, 202, "May", { size: 14, weight: 600 }) +
      weekdays +
      days +
      `<circle cx="40" cy="424" r="6" class="a-warm"/>` +
      text(52, 428, "Goal met", { size: 11, role: "a-muted" }) +
      `<circle cx="130" cy="424" r="6" class="a-cool-s" stroke-width="2"/>` +
      text(142, 428, "Streak freeze", { size: 11, role: "a-muted" }) +
      tabBar(1),
  );
}

/** Insights: a week of steps against the goal line, the average and a sentence about the trend. */
export function insightsScreen(): string {
  const week = [7200, 9800, 11200, 8400, 10400, 13200, 9600];
  const labels = ["M", "T", "W", "T", "F", "S", "S"]
    .map((day, index) => text(44 + index * 32, 348, day, { size: 11, role: "a-muted", anchor: "middle" }))
    .join("");
  return phone(
    text(28, 84, "Insights", { size: 26, weight: 700 }) +
      text(28, 104, "This week", { size: 12, role: "a-muted" }) +
      text(28, 144, "9,971", { size: 32, weight: 700 }) +
      text(124, 144, "steps a day on average", { size: 12, role: "a-muted" }) +
      bars(week, { x: 28, y: 170, width: 224, height: 160 }, 14000, (index) =>
        week[index]! >= 10000 ? "a-accent" : "a-track",
      ) +
      `<line x1="28" x2="252" y1="${(170 + 160 - (10000 / 14000) * 160).toFixed(1)}" y2="${(170 + 160 - (10000 / 14000) * 160).toFixed(1)}" class="a-muted-s" stroke-width="1.5" stroke-dasharray="4 4"/>` +
      labels +
      `<rect x="28" y="372" width="224" height="96" rx="16" class="a-card"/>` +
      text(44, 400, "12% more than last week", { size: 14, weight: 600 }) +
      text(44, 422, "Your best day was Saturday,", { size: 12, role: "a-muted" }) +
      text(44, 440, "with 13,200 steps.", { size: 12, role: "a-muted" }) +
      tabBar(2),
  );
}

/** A widget's rounded background. */
function widget(x: number, y: number, width: number, height: number): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="20" class="a-card"/>`;
}

/** A button inside a widget. */
function widgetButton(x: number, y: number, width: number, label: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="22" rx="11" class="a-track"/>` +
    text(x + width / 2, y + 15, label, { size: 10, weight: 600, anchor: "middle" })
  );
}

/** The Home Screen with the Stepzy widgets the guide describes ("Add widgets to the Home Screen"). */
export function widgetScreen(): string {
  const week = [9.1, 11.2, 7.4, 10.6, 12.3, 10.1, 8.4];
  const metGoal = [false, true, false, true, true, true, false];
  const dots = metGoal
    .map(
      (met, day) => `<circle cx="${162 + day * 13}" cy="284" r="4.5" class="${met ? "a-warm" : "a-track"}"/>`,
    )
    .join("");
  return phone(
    widget(26, 62, 228, 116) +
      ring(76, 120, 32, 9, 0.84) +
      text(76, 125, "84%", { size: 13, weight: 700, anchor: "middle" }) +
      text(124, 96, "8,432 steps", { size: 16, weight: 700 }) +
      text(124, 114, "3.9 mi · 12-day streak", { size: 11, role: "a-muted" }) +
      widgetButton(124, 134, 52, "Refresh") +
      widgetButton(182, 134, 62, "Start Walk") +
      widget(26, 190, 108, 108) +
      ring(80, 236, 30, 8, 0.84) +
      text(80, 241, "8,432", { size: 13, weight: 700, anchor: "middle" }) +
      text(80, 286, "1,568 to go", { size: 10, role: "a-muted", anchor: "middle" }) +
      widget(146, 190, 108, 108) +
      text(160, 230, "12", { size: 30, weight: 700, role: "a-warm" }) +
      text(160, 252, "day streak", { size: 11, role: "a-muted" }) +
      dots +
      widget(26, 310, 228, 170) +
      text(42, 336, "This week", { size: 13, weight: 700 }) +
      text(238, 336, "Goal 10,000", { size: 10, role: "a-muted", anchor: "end" }) +
      bars(week, { x: 38, y: 350, width: 204, height: 110 }, 13, (day) =>
        metGoal[day] ? "a-accent" : "a-track",
      ) +
      `<line x1="38" x2="242" y1="${(350 + 110 - (10 / 13) * 110).toFixed(1)}" y2="${(350 + 110 - (10 / 13) * 110).toFixed(1)}" class="a-muted-s" stroke-width="1.5" stroke-dasharray="4 4"/>` +
      `<rect x="40" y="492" width="200" height="52" rx="20" class="a-card"/>`,
  );
}
