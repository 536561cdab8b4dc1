import type { JudgedQuery } from "./judged-queries.js";

/**
 * Questions in people's words, the way someone with the app, or deciding on it, types them into a
 * help site's search: problems ("my X doesn't Y", "X stopped working", "X is wrong"), how-tos
 * ("how do I ...", "can I ...") and "does it ..." questions, each judged against the guide page or
 * article that answers it. Written from the guide, apart from `judgedQueries` (page-like queries).
 */
export const questionQueries: readonly JudgedQuery[] = [
  // Problems: something is wrong or missing
  {
    q: "my phone and watch show different step counts",
    best: ["/guide/phone-and-watch-show-different-steps"],
    also: ["/guide/phone-and-watch-steps", "/blog/why-step-counts-differ-between-devices"],
  },
  {
    q: "why is my step count different on my watch",
    best: ["/guide/phone-and-watch-show-different-steps"],
    also: ["/guide/phone-and-watch-steps"],
  },
  {
    q: "it stopped counting my steps",
    best: ["/guide/fix-health-permissions"],
    also: ["/guide/steps-missing-after-restart", "/guide/how-stepzy-counts-steps"],
  },
  {
    q: "stepzy shows 0 steps",
    best: ["/guide/fix-health-permissions"],
    also: ["/guide/allow-health-access"],
  },
  {
    q: "steps not counting",
    best: ["/guide/fix-health-permissions"],
    also: ["/guide/steps-missing-after-restart"],
  },
  {
    q: "stepzy isn't counting my steps",
    best: ["/guide/fix-health-permissions"],
    also: ["/guide/steps-missing-after-restart", "/guide/how-stepzy-counts-steps"],
  },
  {
    q: "steps aren't counting",
    best: ["/guide/fix-health-permissions"],
    also: ["/guide/steps-missing-after-restart", "/guide/how-stepzy-counts-steps"],
  },
  {
    q: "my steps are missing after the update",
    best: ["/guide/steps-missing-after-restart"],
    also: ["/guide/fix-health-permissions"],
  },
  {
    q: "lost steps after restarting my iphone",
    best: ["/guide/steps-missing-after-restart"],
  },
  {
    q: "widget not updating",
    best: ["/guide/widgets-not-updating"],
    also: ["/blog/how-widgets-stay-up-to-date"],
  },
  {
    q: "my widget shows old steps",
    best: ["/guide/widgets-not-updating"],
    also: ["/blog/how-widgets-stay-up-to-date"],
  },
  {
    q: "complication is stuck on the watch face",
    best: ["/guide/widgets-not-updating"],
    also: ["/guide/watch-complications"],
  },
  {
    q: "i lost my streak on vacation",
    best: ["/guide/streak-lost-after-travel"],
    also: ["/guide/streaks-and-time-zones"],
  },
  {
    q: "my streak reset after a flight",
    best: ["/guide/streak-lost-after-travel"],
    also: ["/guide/streaks-and-time-zones"],
  },
  {
    q: "streak broken even though i walked",
    // How streaks work answers it too since it has "If you lost your streak" (late steps first).
    best: ["/guide/streak-lost-after-travel", "/guide/how-streaks-work"],
    also: ["/guide/streak-calendar"],
  },
  {
    q: "stepzy drains my battery",
    best: ["/guide/battery-usage"],
  },
  {
    q: "does it use a lot of battery",
    best: ["/guide/battery-usage"],
  },
  {
    q: "i paid for pro but it is locked",
    best: ["/guide/restore-pro-purchase"],
  },
  {
    q: "pro disappeared on my new phone",
    best: ["/guide/restore-pro-purchase"],
  },
  {
    q: "distance is wrong",
    best: ["/guide/distance-and-stride-length"],
    also: ["/guide/units-and-stride"],
  },
  {
    q: "my miles don't match the treadmill",
    best: ["/blog/counting-steps-on-a-treadmill"],
    also: ["/guide/distance-and-stride-length"],
  },
  {
    q: "treadmill steps not counted",
    best: ["/blog/counting-steps-on-a-treadmill"],
  },
  {
    q: "steps not counted when pushing a stroller",
    best: ["/blog/steps-with-a-stroller-or-cart"],
  },
  {
    q: "health permissions turned off",
    best: ["/guide/fix-health-permissions"],
    also: ["/guide/allow-health-access"],
  },
  {
    q: "the route map is wobbly",
    best: ["/guide/routes-and-maps"],
  },
  {
    q: "reminders come too often",
    best: ["/guide/goal-reminders"],
  },
  {
    q: "notifications not working",
    best: ["/guide/goal-reminders"],
  },
  {
    q: "the watch app isn't showing",
    best: ["/guide/install-the-watch-app"],
  },
  {
    q: "shared pro not showing up",
    best: ["/guide/family-sharing"],
  },
  {
    q: "phone-free walk steps not appearing",
    best: ["/guide/walk-without-your-iphone"],
  },
  // How do I ... / can I ...
  {
    q: "how do i change my daily goal",
    best: ["/guide/set-your-daily-goal"],
    also: ["/guide/weekday-goals", "/guide/adaptive-goals"],
  },
  {
    q: "can i set a different goal for weekends",
    best: ["/guide/weekday-goals"],
    also: ["/guide/set-your-daily-goal"],
  },
  {
    q: "how do i cancel pro",
    best: ["/guide/manage-or-cancel-pro"],
  },
  {
    q: "cancel my subscription",
    best: ["/guide/manage-or-cancel-pro"],
  },
  {
    q: "how do i get a refund",
    best: ["/guide/manage-or-cancel-pro"],
    also: ["/guide/restore-pro-purchase"],
  },
  {
    q: "can i share pro with my family",
    best: ["/guide/family-sharing"],
  },
  {
    q: "how do i add a widget to my home screen",
    best: ["/guide/add-home-screen-widgets"],
    also: ["/guide/lock-screen-widgets"],
  },
  {
    q: "how do i put steps on my lock screen",
    best: ["/guide/lock-screen-widgets"],
  },
  {
    q: "how do i install the watch app",
    best: ["/guide/install-the-watch-app"],
  },
  {
    q: "can i walk without my phone",
    best: ["/guide/walk-without-your-iphone"],
  },
  {
    q: "how do i record a walk",
    best: ["/guide/start-a-walk-workout"],
  },
  {
    q: "how do i export my steps to a spreadsheet",
    best: ["/guide/export-your-data"],
  },
  {
    q: "how do i switch to kilometers",
    best: ["/guide/units-and-stride"],
    also: ["/guide/distance-and-stride-length"],
  },
  {
    q: "km instead of miles",
    best: ["/guide/units-and-stride"],
    also: ["/guide/distance-and-stride-length"],
  },
  {
    q: "can i change my stride length",
    best: ["/guide/units-and-stride", "/guide/distance-and-stride-length"],
  },
  {
    q: "how do i turn on dark mode",
    best: ["/guide/themes-and-accent-colours"],
  },
  {
    q: "how do i change the app icon",
    best: ["/guide/custom-app-icons"],
  },
  {
    q: "how do i use it in a wheelchair",
    best: ["/guide/accessibility-and-wheelchair-mode"],
  },
  {
    q: "how do i protect my streak when i'm sick",
    best: ["/guide/streak-freezes"],
  },
  {
    q: "how do i turn off reminders",
    best: ["/guide/goal-reminders"],
  },
  {
    q: "how do i give stepzy access to health",
    best: ["/guide/allow-health-access"],
    also: ["/guide/fix-health-permissions"],
  },
  {
    q: "how do i share a badge",
    best: ["/guide/share-your-awards"],
  },
  {
    q: "how do i see last month's steps",
    best: ["/guide/weekly-and-monthly-trends"],
    also: ["/guide/step-history"],
  },
  {
    q: "how do i do interval walking",
    best: ["/guide/interval-walks"],
  },
  // Does it ... / is there ...
  {
    q: "is there an android version",
    best: ["/guide/install-and-set-up"],
  },
  {
    q: "does it work on android",
    best: ["/guide/install-and-set-up"],
  },
  {
    q: "does it work with fitbit",
    best: ["/guide/install-and-set-up"],
    also: ["/guide/phone-and-watch-steps"],
  },
  {
    q: "is there a web version",
    best: ["/guide/install-and-set-up"],
  },
  {
    q: "do i need an apple watch",
    best: ["/guide/install-and-set-up"],
    also: ["/guide/how-stepzy-counts-steps"],
  },
  {
    q: "does it need an account",
    best: ["/guide/your-data-and-privacy", "/guide/install-and-set-up"],
  },
  {
    q: "is my step data shared with anyone",
    best: ["/guide/your-data-and-privacy"],
    also: ["/blog/step-data-and-privacy"],
  },
  {
    q: "does stepzy sell my data",
    best: ["/guide/your-data-and-privacy"],
    also: ["/blog/step-data-and-privacy"],
  },
  {
    q: "what does pro cost",
    best: ["/guide/what-pro-includes", "/guide/subscribe-to-pro"],
  },
  {
    q: "what do i get with pro",
    best: ["/guide/what-pro-includes"],
  },
  {
    q: "does it count steps on a treadmill",
    best: ["/blog/counting-steps-on-a-treadmill"],
  },
  {
    q: "does it work in standby",
    best: ["/guide/standby-mode"],
  },
  {
    q: "does a workout save to apple health",
    best: ["/guide/workouts-in-apple-health"],
  },
  {
    q: "does it count wheelchair pushes",
    best: ["/guide/accessibility-and-wheelchair-mode"],
  },
  {
    q: "does it count steps from my old fitness band",
    best: ["/guide/phone-and-watch-steps"],
  },
  {
    q: "what happens to my data if i cancel pro",
    best: ["/guide/manage-or-cancel-pro"],
  },
  // Before buying: what it costs, and whether it shows ads
  {
    q: "how much does it cost",
    best: ["/guide/what-pro-includes"],
    also: ["/guide/subscribe-to-pro"],
  },
  {
    q: "how much is stepzy pro",
    best: ["/guide/what-pro-includes"],
    also: ["/guide/subscribe-to-pro"],
  },
  {
    q: "does it have ads",
    best: ["/guide/your-data-and-privacy"],
    also: ["/guide/what-pro-includes"],
  },
  {
    q: "android",
    best: ["/guide/install-and-set-up"],
  },
  {
    q: "does stepzy sync with fitbit",
    best: ["/guide/install-and-set-up"],
    also: ["/guide/phone-and-watch-steps"],
  },
  {
    q: "i lost my streak",
    best: ["/guide/how-streaks-work"],
    also: ["/guide/streak-freezes", "/guide/streak-lost-after-travel"],
  },
  {
    q: "how much is pro",
    best: ["/guide/what-pro-includes"],
  },
  {
    q: "is it free",
    best: ["/guide/what-pro-includes"],
    also: ["/guide/install-and-set-up", "/guide/subscribe-to-pro"],
  },
  {
    q: "is there a free trial",
    best: ["/guide/subscribe-to-pro"],
    also: ["/guide/what-pro-includes"],
  },
];
