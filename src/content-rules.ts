import { calculators } from "./calculators/registry.js";
import type { BuildOptions } from "./content/build-graph.js";
import { sitePaths } from "./routes/site-map.js";

/**
 * What the content must agree with outside the content folder: a page for each calculator the
 * code implements, and links only to paths the route table answers.
 */
export const contentRules: BuildOptions = {
  calculatorSlugs: calculators.map((calculator) => calculator.slug),
  sitePaths,
};
