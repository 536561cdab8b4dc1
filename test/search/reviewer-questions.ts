import type { JudgedQuery } from "./judged-queries.js";

/**
 * Questions written by two reviewers from the content alone, without the ranking code or the other
 * sets: people with a problem, a task, a "does it" or a number in mind, in their own words (long
 * sentences, typos, device names and counts). Each set was held out when first scored (MRR@10 0.700
 * and 0.791); the rules they then led to are in docs/search.md, so they guard those rules now.
 */
export const reviewerQuestions: readonly JudgedQuery[] = [
  // The first reviewer's 40
  {
    q: "left my phone at home and walked with just my watch, steps still not showing in the app",
    best: ["/guide/walk-without-your-iphone"],
    also: ["/guide/phone-and-watch-show-different-steps", "/guide/phone-and-watch-steps"],
  },
  {
    q: "app stuck on 0 steps even though i walked all day",
    best: ["/guide/fix-health-permissions"],
    also: ["/guide/allow-health-access", "/guide/install-and-set-up"],
  },
  {
    q: "flew to tokyo and my streak reset to zero",
    best: ["/guide/streak-lost-after-travel"],
    also: ["/guide/streaks-and-time-zones"],
  },
  {
    q: "lock screen widget still showing this morning's step count",
    best: ["/guide/widgets-not-updating", "/guide/lock-screen-widgets"],
    also: ["/blog/how-widgets-stay-up-to-date"],
  },
  {
    q: "I already pay for pro but on my new iphone it wants me to subscribe again",
    best: ["/guide/restore-pro-purchase"],
    also: ["/guide/manage-or-cancel-pro"],
  },
  {
    q: "my husband and i are both being billed for stepzy pro",
    best: ["/guide/family-sharing"],
    also: ["/guide/subscribe-to-pro", "/guide/manage-or-cancel-pro"],
  },
  {
    q: "phone updated overnight and now half my steps from yesterday are missing",
    best: ["/guide/steps-missing-after-restart"],
  },
  {
    q: "stepzy is eating my apple watch battery",
    best: ["/guide/battery-usage"],
    also: ["/for/apple-watch-owners"],
  },
  {
    q: "iphone says 8200 steps but my watch says 6900, which one is right?",
    best: ["/guide/phone-and-watch-show-different-steps"],
    also: ["/blog/why-step-counts-differ-between-devices", "/guide/phone-and-watch-steps"],
  },
  {
    q: "pushing the baby stroller my watch hardly counts any steps",
    best: ["/blog/steps-with-a-stroller-or-cart"],
    also: ["/guide/how-stepzy-counts-steps", "/guide/phone-and-watch-show-different-steps"],
  },
  {
    q: "reminders not comming through when im behind on steps",
    best: ["/guide/goal-reminders"],
  },
  {
    q: "step complication on watch face just shows dashes",
    best: ["/guide/watch-complications"],
    also: ["/guide/steps-missing-after-restart", "/guide/widgets-not-updating"],
  },
  {
    q: "route map of my walk is all zigzag lines",
    best: ["/guide/routes-and-maps"],
  },
  {
    q: "walks i record in stepzy don't appear in the fitness app",
    best: ["/guide/workouts-in-apple-health"],
    also: ["/guide/fix-health-permissions", "/guide/start-a-walk-workout"],
  },
  {
    q: "how to chnage my goal to 6000 steps",
    best: ["/guide/set-your-daily-goal"],
  },
  {
    q: "higher step target on saturday and sunday, lower on work days",
    best: ["/guide/weekday-goals"],
    also: ["/for/office-workers"],
  },
  {
    q: "turn off step reminders on sundays",
    best: ["/guide/goal-reminders"],
  },
  {
    q: "show distance in km instead of miles",
    best: ["/guide/units-and-stride"],
    also: ["/guide/distance-and-stride-length"],
  },
  {
    q: "cancel the free trial before it charges me",
    best: ["/guide/manage-or-cancel-pro"],
    also: ["/guide/subscribe-to-pro"],
  },
  {
    q: "see my steps without unlocking my phone",
    best: ["/guide/lock-screen-widgets"],
    also: ["/guide/standby-mode"],
  },
  {
    q: "put my step count on my apple watch face",
    best: ["/guide/watch-complications"],
  },
  {
    q: "get my daily steps into excel",
    best: ["/guide/export-your-data"],
    also: ["/guide/your-data-and-privacy"],
  },
  {
    q: "delete a walk i started by accident",
    best: ["/guide/start-a-walk-workout", "/guide/workouts-in-apple-health"],
    also: ["/guide/routes-and-maps"],
  },
  {
    q: "start a walk with the action button on iphone 15 pro",
    best: ["/guide/interactive-widgets-and-controls"],
  },
  {
    q: "stepzy for android?",
    best: ["/guide/install-and-set-up"],
    also: ["/for/beginners", "/for/seniors", "/for/families"],
  },
  {
    q: "is there a website where i can log in and see my steps on my laptop",
    best: ["/guide/install-and-set-up"],
  },
  {
    q: "does it sync with my fitbit",
    best: ["/guide/install-and-set-up"],
    also: ["/guide/phone-and-watch-steps", "/guide/how-stepzy-counts-steps"],
  },
  {
    q: "can i add friends and compete on a leaderboard",
    best: ["/blog/walking-challenges-with-friends", "/guide/monthly-challenges"],
    also: ["/guide/family-sharing", "/guide/share-your-awards", "/for/families"],
  },
  {
    q: "does stepzy track my sleep too",
    best: ["/guide/install-and-set-up"],
    also: ["/guide/allow-health-access", "/guide/your-data-and-privacy"],
  },
  {
    q: "can it count pushes if i use a wheelchair",
    best: ["/guide/accessibility-and-wheelchair-mode"],
    also: ["/for/limited-mobility", "/blog/how-apple-watch-counts-steps"],
  },
  {
    q: "can i use my own photo as the app icon",
    best: ["/guide/custom-app-icons"],
  },
  {
    q: "forgot my phone on a hike, can i add those steps manually",
    best: ["/guide/step-history"],
  },
  {
    q: "how much is stepzy pro a year",
    best: ["/guide/what-pro-includes", "/guide/subscribe-to-pro"],
  },
  {
    q: "do i need an apple watch to use this or is the phone enough",
    best: ["/guide/install-and-set-up"],
    also: ["/guide/walk-without-your-iphone"],
  },
  {
    q: "calories burned walking 8000 steps",
    best: ["/tools/steps-to-calories", "/blog/calories-burned-walking"],
  },
  {
    q: "realistic daily steps for someone in their late 60s",
    best: ["/for/seniors", "/blog/is-10000-steps-a-day-right-for-you"],
    also: ["/guide/set-your-daily-goal", "/tools/daily-step-goal"],
  },
  {
    q: "how many steps in a 5 km walk",
    best: ["/blog/how-many-steps-in-a-mile"],
    also: ["/tools/steps-to-miles"],
  },
  {
    q: "10k steps is how many minutes of walking",
    best: ["/tools/walking-time"],
    also: ["/blog/steps-per-minute-and-walking-pace"],
  },
  {
    q: "will walking 10,000 steps a day actually make me lose weight",
    best: ["/blog/steps-and-weight-loss-goals", "/blog/walking-for-weight-loss-what-to-expect"],
    also: ["/for/weight-loss"],
  },
  {
    q: "target heart rate for a brisk walk at age 55",
    best: ["/tools/heart-rate-zones", "/blog/heart-rate-zones-for-walkers"],
  },
  // The second reviewer's 40, less one the first also wrote
  {
    q: "stepzy says 0 steps all day but i walked to the shops and back, whats wrong with it",
    best: ["/guide/fix-health-permissions"],
    also: ["/guide/allow-health-access", "/guide/how-stepzy-counts-steps", "/guide/install-and-set-up"],
  },
  {
    q: "why does my watch say 9400 steps and the app on my phone says 7100",
    best: ["/guide/phone-and-watch-show-different-steps", "/guide/phone-and-watch-steps"],
    also: ["/blog/why-step-counts-differ-between-devices"],
  },
  {
    q: "pushed the buggy round the park for an hour and my watch hardly counted any steps",
    best: ["/blog/steps-with-a-stroller-or-cart"],
    also: ["/guide/how-stepzy-counts-steps", "/guide/phone-and-watch-show-different-steps"],
  },
  {
    q: "home screen widget is stuck on the number from this morning but the app shows way more",
    best: ["/guide/widgets-not-updating"],
    also: ["/blog/how-widgets-stay-up-to-date", "/guide/add-home-screen-widgets"],
  },
  {
    q: "iphone did an update overnight and now most of my steps are missing",
    best: ["/guide/steps-missing-after-restart"],
  },
  {
    q: "flew home from tokyo and my 52 day streak is gone even tho i walked loads at the airport. can i get it back",
    best: ["/guide/streak-lost-after-travel"],
    also: ["/guide/streaks-and-time-zones"],
  },
  {
    q: "i pay for pro but since moving to my new iphone it says its locked again",
    best: ["/guide/restore-pro-purchase"],
    also: ["/guide/manage-or-cancel-pro"],
  },
  {
    q: "stepzy is at the top of my battery list, is it draining my phone",
    best: ["/guide/battery-usage"],
  },
  {
    q: "the 6pm reminder to go for a walk stoped coming, notifications are on",
    best: ["/guide/goal-reminders"],
  },
  {
    q: "complication on my watch face just shows dashes instead of steps",
    best: ["/guide/watch-complications"],
    also: ["/guide/steps-missing-after-restart"],
  },
  {
    q: "treadmill at the gym only counted about half my steps on the watch. i hold onto the handles most of the time",
    best: ["/blog/counting-steps-on-a-treadmill"],
    also: ["/guide/how-stepzy-counts-steps"],
  },
  {
    q: "map of my walk has the line jumping across the street and through buildings downtown",
    best: ["/guide/routes-and-maps"],
  },
  {
    q: "walks i record in stepzy arent showing up in the health app or the fitness app",
    best: ["/guide/workouts-in-apple-health"],
    also: ["/guide/fix-health-permissions", "/guide/start-a-walk-workout"],
  },
  {
    q: "last night it said 7,900 steps for the day, this morning yesterday shows 10,200?? is it making up steps",
    best: ["/guide/step-history"],
    also: ["/guide/how-streaks-work", "/guide/how-stepzy-counts-steps"],
  },
  {
    q: "how do i make the numbers and writing bigger, i can hardly read it without my glasses",
    best: ["/guide/accessibility-and-wheelchair-mode", "/for/seniors"],
    also: ["/guide/themes-and-accent-colours"],
  },
  {
    q: "change distance from kilometres to miles",
    best: ["/guide/units-and-stride"],
    also: ["/guide/distance-and-stride-length"],
  },
  {
    q: "put my step count on the lock screen so i dont have to open the app every time",
    best: ["/guide/lock-screen-widgets"],
  },
  {
    q: "lower step goal on workdays and a higher one on weekends",
    best: ["/guide/weekday-goals"],
    also: ["/guide/set-your-daily-goal", "/for/office-workers"],
  },
  {
    q: "how to cancle the free trial so i dont get charged",
    best: ["/guide/manage-or-cancel-pro"],
    also: ["/guide/subscribe-to-pro"],
  },
  {
    q: "how can i get my daily step numbers into a spreadsheet to show my doctor",
    best: ["/guide/export-your-data"],
    also: ["/guide/your-data-and-privacy"],
  },
  {
    q: "add my steps to the apple watch face",
    best: ["/guide/watch-complications"],
    also: ["/for/apple-watch-owners"],
  },
  {
    q: "make the action button on my iphone 15 pro start a walk",
    best: ["/guide/interactive-widgets-and-controls"],
  },
  {
    q: "i started a walk by mistake and left it running in the car, how do i delete it",
    best: ["/guide/start-a-walk-workout", "/guide/workouts-in-apple-health"],
    also: ["/guide/routes-and-maps"],
  },
  {
    q: "get rid of the flame and number in the top corner of the main screen",
    best: ["/guide/how-streaks-work", "/guide/the-today-screen"],
  },
  {
    q: "is there an android version? my husband has a samsung",
    best: ["/guide/install-and-set-up"],
    also: ["/for/seniors", "/for/families", "/for/beginners"],
  },
  {
    q: "does stepzy record my runs and give me a training plan for a half marathon",
    best: ["/for/runners"],
  },
  {
    q: "does swimming or riding my bike count towards my steps",
    best: ["/guide/how-stepzy-counts-steps"],
    also: ["/for/apple-watch-owners", "/for/limited-mobility"],
  },
  {
    q: "if i share pro with family sharing can i see my daughters steps on my phone",
    best: ["/guide/family-sharing"],
    also: ["/for/families", "/guide/your-data-and-privacy", "/blog/step-data-and-privacy"],
  },
  {
    q: "can stepzy remind me to get up from my desk every hour",
    best: ["/for/office-workers"],
  },
  {
    q: "forgot my phone at home on this mornings walk, is there a way to add those steps",
    best: ["/guide/step-history"],
  },
  {
    q: "if i leave my phone at home and only take my apple watch on a long walk will it still count everything and show up on the phone later",
    best: ["/guide/walk-without-your-iphone"],
    also: ["/for/apple-watch-owners", "/guide/install-the-watch-app"],
  },
  {
    q: "how much is stepzy pro a year and is there a free trial",
    best: ["/guide/what-pro-includes", "/guide/subscribe-to-pro"],
    also: ["/guide/your-first-week", "/for/families"],
  },
  {
    q: "do you sell my health data or share it with advertisers",
    best: ["/guide/your-data-and-privacy"],
    also: ["/blog/step-data-and-privacy"],
  },
  {
    q: "do i have to make an account or sign up to use it? are there ads",
    best: ["/guide/install-and-set-up", "/guide/what-pro-includes"],
    also: ["/guide/your-data-and-privacy", "/for/seniors"],
  },
  {
    q: "how many calories does 10000 steps burn",
    best: ["/tools/steps-to-calories", "/blog/calories-burned-walking"],
    also: ["/for/weight-loss"],
  },
  {
    q: "how far is 8000 steps in miles",
    best: ["/tools/steps-to-miles"],
    also: ["/blog/how-many-steps-in-a-mile", "/guide/distance-and-stride-length"],
  },
  {
    q: "what heart rate should i be at on a brisk walk im 68",
    best: ["/tools/heart-rate-zones", "/blog/heart-rate-zones-for-walkers"],
    also: ["/blog/walking-and-heart-health"],
  },
  {
    q: "im 72 is 10,000 steps a day too much for someone my age, what should i be aiming for",
    best: ["/blog/is-10000-steps-a-day-right-for-you", "/for/seniors"],
    also: ["/guide/set-your-daily-goal", "/tools/daily-step-goal"],
  },
  {
    q: "how many steps a day do i need to lose weight, trying to lose 20 pounds before summer",
    best: ["/blog/steps-and-weight-loss-goals", "/for/weight-loss"],
    also: ["/blog/walking-for-weight-loss-what-to-expect"],
  },
];
