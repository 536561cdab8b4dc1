import { raw } from "hono/html";
import { renderSVG } from "uqr";

/** A QR code of the App Store link for a visitor on a computer, drawn as SVG by uqr when the page renders. */
export function StoreQr(props: { readonly appStoreUrl: string; readonly appName: string }) {
  return (
    <figure class="store-qr">
      <span role="img" aria-label={`QR code of the App Store link for ${props.appName}`}>
        {raw(renderSVG(props.appStoreUrl, { border: 1 }))}
      </span>
      <figcaption>Scan with your iPhone's camera to open {props.appName} on the App Store.</figcaption>
    </figure>
  );
}
