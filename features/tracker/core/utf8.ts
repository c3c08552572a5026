const encoder = new TextEncoder();

/**
 * The UTF-8 byte length of `text` (what a request body of it weighs), as the browser will send it:
 * a lone surrogate counts as the 3 bytes of U+FFFD, which replaces it.
 */
export function utf8ByteLength(text: string): number {
  return encoder.encode(text).length;
}
