/** Public surface of the embedded widget's shell (routes): named exports only. */
export { WIDGET_ROUTES, isWidgetRoute, pathOfRoute, routeOfPath } from './routes';
export type { WidgetRoute } from './routes';
export { routeChanged, routesSlice, selectRoute } from './routesSlice';
export type { RouteState } from './routesSlice';
export { TermsAndConditions } from './TermsAndConditions';
export { languageChanged, languageSlice, selectLanguage } from './languageSlice';
export type { LanguageState } from './languageSlice';
