/** A five-pointed star in a 24 x 24 box, as an SVG path. */
const star = "M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7L12 17.3 5.8 20.9l1.6-7L2 9.2l7.1-.6z";

/**
 * A rating drawn as five stars filled to its exact share (4.8 of 5 fills 96 %), for the eye only:
 * the words beside it say the rating.
 */
export function RatingStars(props: { readonly value: number; readonly best: number }) {
  const filled = `${Math.round((props.value / props.best) * 1000) / 10}%`;
  return (
    <svg class="stars" viewBox="0 0 120 24" width="120" height="24" aria-hidden="true" focusable="false">
      <defs>
        {/* Across the five stars together, not each star's own box. */}
        <linearGradient id="rating-fill" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="120" y2="0">
          <stop offset={filled} stop-color="currentColor" />
          <stop offset={filled} stop-color="currentColor" stop-opacity="0.25" />
        </linearGradient>
      </defs>
      <g fill="url(#rating-fill)">
        {[0, 24, 48, 72, 96].map((x) => (
          <path transform={`translate(${x} 0)`} d={star} />
        ))}
      </g>
    </svg>
  );
}
