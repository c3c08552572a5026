/**
 * Theming of the embedded widget (docs/embedding.md), in the spirit of Stripe's Appearance API:
 * operators set a few documented public custom properties (`--cashier-*`), either in their own CSS
 * on the `<cashier-widget>` element or as `appearance.variables`; the widget's stylesheet maps them
 * onto its internal design tokens inside the shadow root (src/embed/widget.css).
 *
 * Pure: no DOM. Values are checked against a strict grammar per kind, so a value can never carry a
 * second declaration, a rule, a URL or a comment; the element applies the accepted ones with
 * `style.setProperty` under these known names only.
 */

/** What a variable holds, which decides the grammar its value must follow. */
export type ThemeValueKind = 'color' | 'length' | 'fontFamily' | 'colorScheme';

/** The public theme variables: `appearance.variables` key → custom property and value kind. */
export const THEME_VARIABLES = {
  colorPrimary: { property: '--cashier-color-primary', kind: 'color' },
  colorOnPrimary: { property: '--cashier-color-on-primary', kind: 'color' },
  colorBackground: { property: '--cashier-color-background', kind: 'color' },
  colorSurface: { property: '--cashier-color-surface', kind: 'color' },
  colorText: { property: '--cashier-color-text', kind: 'color' },
  colorTextMuted: { property: '--cashier-color-text-muted', kind: 'color' },
  colorBorder: { property: '--cashier-color-border', kind: 'color' },
  colorDanger: { property: '--cashier-color-danger', kind: 'color' },
  colorSuccess: { property: '--cashier-color-success', kind: 'color' },
  colorWarning: { property: '--cashier-color-warning', kind: 'color' },
  colorScheme: { property: '--cashier-color-scheme', kind: 'colorScheme' },
  borderRadius: { property: '--cashier-radius', kind: 'length' },
  fontFamily: { property: '--cashier-font-family', kind: 'fontFamily' },
  fontSizeBase: { property: '--cashier-font-size-base', kind: 'length' },
  spacingUnit: { property: '--cashier-spacing-unit', kind: 'length' },
} as const satisfies Record<string, { property: `--cashier-${string}`; kind: ThemeValueKind }>;

export type ThemeVariableName = keyof typeof THEME_VARIABLES;

/** The `appearance` option: `{ variables: { colorPrimary: '#7c3aed', borderRadius: '4px' } }`. */
export interface Appearance {
  variables?: Partial<Record<ThemeVariableName, string>>;
}

/** A custom property to set, as accepted from an appearance. */
export interface ThemeDeclaration {
  property: (typeof THEME_VARIABLES)[ThemeVariableName]['property'];
  value: string;
}

/** The outcome of reading an appearance: what to apply, and why anything was left out. */
export interface ResolvedAppearance {
  declarations: ThemeDeclaration[];
  warnings: string[];
}

/** Longest value accepted; real theme values are far shorter. */
const MAX_VALUE_LENGTH = 200;

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NAMED_COLOR = /^[a-z]{3,30}$/i;
/** `rgb(…)`, `hsl(…)`, `oklch(…)`…: numbers, units, `%`, `/`, commas and spaces only. */
const FUNCTIONAL_COLOR = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[-+0-9.%a-z\s,/]*\)$/i;
/** A length with a unit (or zero); `calc()` and other functions are not accepted. */
const LENGTH = /^(?:0|[0-9]*\.?[0-9]+(?:px|rem|em|%|pt|ch|ex|vw|vh|vmin|vmax))$/i;
/** One family name, bare (`Inter`, `Segoe UI`) or quoted, or a generic family. */
const FONT_FAMILY_ENTRY = /^(?:[a-z][a-z0-9 _-]*|'[a-z0-9 _-]+'|"[a-z0-9 _-]+")$/i;
const COLOR_SCHEMES = new Set(['light', 'dark', 'light dark', 'dark light', 'normal']);
/** Keywords that would make a variable inherit from the host page instead of holding a value. */
const CSS_WIDE_KEYWORDS = new Set(['initial', 'inherit', 'unset', 'revert', 'default']);

/** Whether `value` follows the grammar of `kind` (see the constants above). */
export function isValidThemeValue(kind: ThemeValueKind, value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_VALUE_LENGTH) return false;
  if (CSS_WIDE_KEYWORDS.has(trimmed.toLowerCase())) return false;
  switch (kind) {
    case 'color':
      return HEX_COLOR.test(trimmed) || NAMED_COLOR.test(trimmed) || FUNCTIONAL_COLOR.test(trimmed);
    case 'length':
      return LENGTH.test(trimmed);
    case 'fontFamily':
      return trimmed.split(',').every((entry) => FONT_FAMILY_ENTRY.test(entry.trim()));
    case 'colorScheme':
      return COLOR_SCHEMES.has(trimmed.replace(/\s+/g, ' '));
  }
}

function isThemeVariableName(name: string): name is ThemeVariableName {
  return Object.hasOwn(THEME_VARIABLES, name);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A second opinion from the browser (`CSS.supports`), so a well-formed but meaningless value such
 * as `notacolour` is refused too. Optional: the grammar alone is what keeps values safe.
 */
export type ThemeValueSupport = (kind: ThemeValueKind, value: string) => boolean;

/**
 * Reads an appearance (an object, or anything a host passed): the declarations to apply, in the
 * order of {@link THEME_VARIABLES}, and a warning for every unknown name or rejected value.
 */
export function resolveAppearance(
  appearance: unknown,
  supports: ThemeValueSupport = () => true,
): ResolvedAppearance {
  const declarations: ThemeDeclaration[] = [];
  const warnings: string[] = [];
  if (appearance === undefined || appearance === null) return { declarations, warnings };
  if (!isRecord(appearance)) {
    return { declarations, warnings: ['appearance must be an object: { variables: { … } }'] };
  }
  const { variables } = appearance;
  if (variables === undefined) return { declarations, warnings };
  if (!isRecord(variables)) {
    return { declarations, warnings: ['appearance.variables must be an object'] };
  }
  for (const [name, value] of Object.entries(variables)) {
    if (!isThemeVariableName(name)) {
      warnings.push(`appearance.variables.${name} is not a theme variable; ignored`);
      continue;
    }
    const { property, kind } = THEME_VARIABLES[name];
    if (
      typeof value !== 'string' ||
      !isValidThemeValue(kind, value) ||
      !supports(kind, value.trim())
    ) {
      warnings.push(
        `appearance.variables.${name}: ${JSON.stringify(value)} is not a valid ${kind}; ignored`,
      );
      continue;
    }
    declarations.push({ property, value: value.trim() });
  }
  const order = Object.values(THEME_VARIABLES).map((variable) => variable.property);
  declarations.sort((a, b) => order.indexOf(a.property) - order.indexOf(b.property));
  return { declarations, warnings };
}

/** Reads the `appearance` attribute (JSON); invalid JSON is a warning and no declarations. */
export function resolveAppearanceAttribute(
  json: string | null,
  supports?: ThemeValueSupport,
): ResolvedAppearance {
  if (json === null || json.trim() === '') return { declarations: [], warnings: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { declarations: [], warnings: ['the appearance attribute is not valid JSON; ignored'] };
  }
  return resolveAppearance(parsed, supports);
}

/** Every public custom property, for clearing what an earlier appearance set. */
export const THEME_PROPERTIES: readonly ThemeDeclaration['property'][] = Object.values(
  THEME_VARIABLES,
).map((variable) => variable.property);
