/** Public surface of the cashier's navigation (route, language, terms page): named exports only. */
export { CASHIER_ROUTES, isCashierRoute, pathOfRoute, routeOfPath } from './routes';
export type { CashierRoute } from './routes';
export {
  historyPaymentFocused,
  routeChanged,
  navigationSlice,
  selectHistoryPaymentId,
  selectRoute,
} from './navigationSlice';
export type { NavigationState } from './navigationSlice';
export { TermsAndConditions } from './TermsAndConditions';
export { languageChanged, languageSlice, selectLanguage } from './languageSlice';
export type { LanguageState } from './languageSlice';
