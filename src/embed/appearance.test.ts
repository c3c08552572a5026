import { describe, expect, it } from 'vitest';
import {
  THEME_VARIABLES,
  isValidThemeValue,
  resolveAppearance,
  resolveAppearanceAttribute,
} from './appearance';

describe('resolveAppearance', () => {
  it('maps each documented variable to its --cashier-* custom property', () => {
    const { declarations, warnings } = resolveAppearance({
      variables: {
        colorPrimary: '#7c3aed',
        colorBackground: 'rgb(15 17 23)',
        borderRadius: '4px',
        fontFamily: "'Open Sans', Arial, sans-serif",
        spacingUnit: '0.3rem',
        colorScheme: 'dark',
      },
    });
    expect(warnings).toEqual([]);
    expect(declarations).toEqual([
      { property: '--cashier-color-primary', value: '#7c3aed' },
      { property: '--cashier-color-background', value: 'rgb(15 17 23)' },
      { property: '--cashier-color-scheme', value: 'dark' },
      { property: '--cashier-radius', value: '4px' },
      { property: '--cashier-font-family', value: "'Open Sans', Arial, sans-serif" },
      { property: '--cashier-spacing-unit', value: '0.3rem' },
    ]);
  });

  it('drops unknown variables and values that could carry more CSS, saying why', () => {
    const { declarations, warnings } = resolveAppearance({
      variables: {
        colorPrimary: 'red; } body { display: none',
        colorText: 'url(https://evil.example/x.png)',
        borderRadius: 'calc(1px + 1px)',
        fontFamily: 'Arial; color: red',
        colorSurface: 'inherit',
        colorDanger: 42,
        colorWarning: '#ffcc00',
        background: '#fff',
      },
    });
    expect(declarations).toEqual([{ property: '--cashier-color-warning', value: '#ffcc00' }]);
    expect(warnings).toHaveLength(7);
    expect(warnings).toContain('appearance.variables.background is not a theme variable; ignored');
    expect(warnings).toContain(
      'appearance.variables.colorDanger: 42 is not a valid color; ignored',
    );
  });

  it("asks the browser's opinion too, when given one", () => {
    const { declarations, warnings } = resolveAppearance(
      { variables: { colorPrimary: 'notacolour', colorText: 'teal' } },
      (_kind, value) => value !== 'notacolour',
    );
    expect(declarations).toEqual([{ property: '--cashier-color-text', value: 'teal' }]);
    expect(warnings).toHaveLength(1);
  });

  it('accepts an empty or missing appearance and refuses other shapes', () => {
    expect(resolveAppearance(undefined)).toEqual({ declarations: [], warnings: [] });
    expect(resolveAppearance({})).toEqual({ declarations: [], warnings: [] });
    expect(resolveAppearance('colorPrimary: red').warnings).toHaveLength(1);
    expect(resolveAppearance({ variables: ['red'] }).warnings).toHaveLength(1);
  });
});

describe('resolveAppearanceAttribute', () => {
  it('reads the JSON attribute and warns on broken JSON', () => {
    expect(
      resolveAppearanceAttribute('{"variables":{"colorPrimary":"#0a0"}}').declarations,
    ).toEqual([{ property: '--cashier-color-primary', value: '#0a0' }]);
    expect(resolveAppearanceAttribute('{variables:')).toEqual({
      declarations: [],
      warnings: ['the appearance attribute is not valid JSON; ignored'],
    });
    expect(resolveAppearanceAttribute(null)).toEqual({ declarations: [], warnings: [] });
  });
});

describe('isValidThemeValue', () => {
  it.each([
    ['color', '#abc', true],
    ['color', '#aabbccdd', true],
    ['color', 'oklch(70% 0.1 200 / 50%)', true],
    ['color', 'rebeccapurple', true],
    ['color', '#abcg', false],
    ['color', 'rgb(0 0 0); x: y', false],
    ['color', 'var(--x)', false],
    ['length', '12px', true],
    ['length', '0', true],
    ['length', '.5rem', true],
    ['length', '12', false],
    ['length', '1px 2px', false],
    ['fontFamily', 'Inter, system-ui', true],
    ['fontFamily', '"Segoe UI"', true],
    ['fontFamily', 'Inter}', false],
    ['fontFamily', "'unclosed", false],
    ['colorScheme', 'light dark', true],
    ['colorScheme', 'purple', false],
  ] as const)('%s %j → %s', (kind, value, valid) => {
    expect(isValidThemeValue(kind, value)).toBe(valid);
  });

  it('names every public property --cashier-*', () => {
    for (const { property } of Object.values(THEME_VARIABLES)) {
      expect(property).toMatch(/^--cashier-[a-z-]+$/);
    }
  });
});
