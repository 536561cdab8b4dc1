import { describe, expect, it } from "vitest";
import { appStoreId } from "./app-store.js";

describe("appStoreId", () => {
  it("reads the id at the end of the store URL, with or without a query", () => {
    expect(appStoreId({ appStoreUrl: "https://apps.apple.com/app/stepzy-step-counter/id6443217890" })).toBe(
      "6443217890",
    );
    expect(appStoreId({ appStoreUrl: "https://apps.apple.com/us/app/x/id12?l=en" })).toBe("12");
  });
  it("is undefined without a store URL or an id in it", () => {
    expect(appStoreId({})).toBeUndefined();
    expect(appStoreId({ appStoreUrl: "https://apps.apple.com/app/stepzy" })).toBeUndefined();
  });
});
