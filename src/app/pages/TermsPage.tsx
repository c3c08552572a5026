import { TermsAndConditions } from '@features/navigation';

/** The `terms-and-conditions` route (features/navigation/routes.ts). */
export default function TermsPage() {
  return <TermsAndConditions />;
}
