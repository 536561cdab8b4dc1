// The child of `renderImagesApart`: receives the app facts, answers with the PNG assets and exits.
import { renderImageAssets } from "./png-images.js";

process.once("message", (app: Parameters<typeof renderImageAssets>[0]) => {
  const files = renderImageAssets(app);
  process.send?.(files, () => process.exit(0));
});
