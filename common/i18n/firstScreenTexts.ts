/**
 * The English texts bundled with the first screen (docs/i18n.md): dot paths into
 * `common/i18n/locales/en.json`, each kept whole. Everything else in English is loaded with the lazy
 * parts that use it (`loadFullEnglish` in common/i18n/index.ts). A key the first screen renders must
 * be under one of these paths: the component tests fail on a key the loaded English lacks
 * (vitest.setup.ts). tooling/vite/localeSubsetPlugin.ts cuts the subset at build time and fails
 * on a path en.json does not have.
 */
export const FIRST_SCREEN_TEXTS = [
  'common',
  // src/app/App.tsx, src/app/LanguageSelect.tsx
  'app.nav',
  'app.loading',
  'app.loadFailed',
  'app.language',
  'app.sessionEnded',
  // src/app/boot/startFailure.ts: shown instead of the first screen, maybe when the network fails.
  'app.startFailure',
  // features/cashier/Cashier.tsx, ActionSwitch.tsx, CurrencySelect.tsx
  'payments.title',
  'payments.lead',
  'payments.action',
  'payments.currency',
  'payments.form.chooseMethod',
  // features/methods/MethodList.tsx, MethodTerms.tsx
  'payments.methods',
  'payments.limits',
  'payments.commission',
  'payments.processing',
  'payments.duration',
  'payments.conversion.legend',
  // features/methods/walletSupport.ts: a wallet this browser cannot use, in the list
  'payments.walletSupport',
  // features/payments/model/errorMessages.ts (MethodList shows a failed listing with it)
  'payments.errors',
  'payments.verification.verified',
  // The placeholders and the load failure of common/ui/lazyComponent.tsx
  'payments.form.loading',
  'payments.form.loadFailed',
  'payments.conversion.loading',
  'payments.rg.loading',
  'payments.balance.loading',
  'payments.verification.loading',
] as const;
