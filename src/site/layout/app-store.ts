import type { AppFacts } from "../../content/types.js";

/**
 * The App Store id in the app's store URL (`.../id6443217890`), for Safari's Smart App Banner;
 * undefined when the facts name no store URL or it carries no id.
 * @example appStoreId({ appStoreUrl: "https://apps.apple.com/app/x/id6443217890" }) // "6443217890"
 */
export function appStoreId(app: Pick<AppFacts, "appStoreUrl">): string | undefined {
  return app.appStoreUrl?.match(/\/id(\d+)(?:[/?#]|$)/)?.[1];
}
