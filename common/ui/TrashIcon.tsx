/**
 * A bin outline in the text colour. An inline SVG rather than an emoji: not every system font has
 * the glyph (Debian's Chromium drew an empty box), and an emoji ignores `color`.
 */
export function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 10.5v6M14 10.5v6" />
    </svg>
  );
}
