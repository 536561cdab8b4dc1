import { raw } from "hono/html";
import { type DrawingName, drawings } from "./drawings.js";

/** A drawing of the app inline on a page, colored by the stylesheet, its description as text alternative. */
export function AppDrawing(props: {
  readonly name: DrawingName;
  readonly class?: string;
  readonly width?: number;
}) {
  const drawing = drawings[props.name];
  const width = props.width ?? drawing.width;
  return (
    <svg
      class={`art${props.class ? ` ${props.class}` : ""}`}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      width={width}
      height={Math.round((width / drawing.width) * drawing.height)}
      role="img"
      aria-label={drawing.label}
    >
      {raw(drawing.body)}
    </svg>
  );
}
