import { raw } from "hono/html";
import { renderSVG } from "uqr";

/**
 * A QR code of the App Store link, for a visitor on a computer: the phone's camera opens the store
 * page. Drawn as SVG from the link when the page is rendered (once, at build), by uqr; shown on
 * wide screens only, since a phone has the button itself.
 */
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
