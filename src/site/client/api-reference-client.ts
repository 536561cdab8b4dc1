// Browser entry of the API reference document: mounts the self-hosted Scalar API Reference (loaded
// before this script) on /openapi.json, with every call home switched off (no fonts, telemetry or
// agent).
interface ScalarGlobal {
  createApiReference(target: Element, configuration: Record<string, unknown>): unknown;
}

const target = document.getElementById("api-reference-app");
const scalar = (window as unknown as { Scalar?: ScalarGlobal }).Scalar;
if (target && scalar) {
  scalar.createApiReference(target, {
    url: target.dataset.openapiUrl ?? "/openapi.json",
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    showDeveloperTools: "never",
    hideClientButton: false,
  });
}
