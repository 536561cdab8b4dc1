import type { AppFacts } from "../../content/types.js";

/**
 * The App Store id in the app's store URL, for Safari's Smart App Banner; undefined when there is none.
 * @example appStoreId({ appStoreUrl: "https://apps.apple.com/app/x/id6443217890" }) // "6443217890"
 */
export function appStoreId(app: Pick<AppFacts, "appStoreUrl">): string | undefined {
  return app.appStoreUrl?.match(/\/id(\d+)(?:[/?#]|$)/)?.[1];
}
