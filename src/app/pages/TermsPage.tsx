import { TermsAndConditions } from '@features/widget';

/** The `terms-and-conditions` route (features/widget/routes.ts). */
export default function TermsPage() {
  return <TermsAndConditions />;
}
