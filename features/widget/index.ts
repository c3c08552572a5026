/** Public surface of the embedded widget's shell (routes): named exports only. */
export {
  WIDGET_ROUTES,
  isWidgetRoute,
  pathOfRoute,
  routeChanged,
  routeOfPath,
  routesSlice,
  selectRoute,
} from './routesSlice';
export type { RouteState, WidgetRoute } from './routesSlice';
export { TermsAndConditions } from './TermsAndConditions';
export { languageChanged, languageSlice, selectLanguage } from './languageSlice';
export type { LanguageState } from './languageSlice';
