/**
 * Text whose `backticked` parts (parameter names and values in the API's messages) are shown as code.
 * @example <InlineCode text="Parameter `height` must be ..." />
 */
export function InlineCode(props: { readonly text: string }) {
  return <>{props.text.split("`").map((part, index) => (index % 2 === 1 ? <code>{part}</code> : part))}</>;
}
