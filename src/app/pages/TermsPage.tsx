import { TermsAndConditions } from '@features/widget';

/** SPEC §2 route `terms-and-conditions`. */
export default function TermsPage() {
  return <TermsAndConditions />;
}
