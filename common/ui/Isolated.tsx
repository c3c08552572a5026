import type { ReactNode } from 'react';
import { type SentencePiece, sentencePieces } from '@common/i18n/bidi';
import { serverText } from '@common/i18n/serverText';

/**
 * Values shown in their own direction, whatever the text around them (docs/i18n.md).
 * Each is a `<bdi>`: the browser isolates it, so it neither reorders the sentence or row around it
 * nor is reordered by it. Inside a translated sentence the same isolation comes from the locale
 * files' `{{amount, ltr}}` and `{{label, isolate}}` formats (common/i18n/bidi.ts).
 */
interface IsolatedProps {
  children: ReactNode;
  className?: string | undefined;
  id?: string | undefined;
}

/**
 * An amount ("15.00 US$", "0.00120000 BTC"), a currency code or a reference (a payment id): read
 * left to right in every language, so an Arabic page shows "15.00 US$", not "$US 15.00".
 */
export function Amount({ children, className, id }: IsolatedProps) {
  return (
    <bdi dir="ltr" className={className} id={id}>
      {children}
    </bdi>
  );
}

/**
 * A currency code or a payment reference: isolated left to right, as an amount.
 * @alias the same element as Amount, named for what it shows
 */
export const Code = Amount;

interface IsolateProps {
  /** The server's (or player's) text, as it came: it is made safe to draw here. */
  children: string;
  className?: string | undefined;
  id?: string | undefined;
}

/**
 * Server or player text (a method name, a field label, a message, a reason): made safe to draw
 * (`serverText`, common/i18n/serverText.ts: no directional controls, no invisible characters, a cap
 * on stacked combining marks) and isolated with its direction from its own first letter
 * (`dir="auto"`), so a Latin name in an Arabic row keeps its punctuation where it belongs and no
 * name reorders what is around it. Inline, it sits on the start side of the line around it (right
 * in Arabic).
 */
export function Isolate({ children, className, id }: IsolateProps) {
  return (
    <bdi dir="auto" className={className} id={id}>
      {serverText(children)}
    </bdi>
  );
}

function drawPieces(pieces: readonly SentencePiece[]): ReactNode[] {
  return pieces.map((piece, index) =>
    typeof piece === 'string' ? (
      piece
    ) : (
      // The pieces of one sentence never reorder, so their place is their key.
      <bdi key={index} dir={piece.dir}>
        {drawPieces(piece.pieces)}
      </bdi>
    ),
  );
}

/**
 * A translated sentence with values in it ("Remove {{label, isolate}}", "Deposit {{amount, ltr}}"),
 * each value's isolate drawn as a `<bdi>` of its direction (`sentencePieces`,
 * common/i18n/bidi.ts): the browser isolates it exactly as the characters would, and the characters
 * never reach the page's text, a copy or an accessible name. Every sentence that holds server text
 * is drawn through it.
 */
export function Sentence({ children }: { children: string }) {
  return <>{drawPieces(sentencePieces(children))}</>;
}
