import { describe, expect, it } from 'vitest';
import { fileEnvironment } from './environmentSequencer';

describe('fileEnvironment', () => {
  it('reads the environment a file names, as Vitest does', () => {
    expect(fileEnvironment('// @vitest-environment jsdom\nimport x from "y";', 'node')).toBe(
      'jsdom',
    );
    expect(fileEnvironment('/** @vitest-environment happy-dom */', 'node')).toBe('happy-dom');
    expect(fileEnvironment('// @jest-environment jsdom', 'happy-dom')).toBe('jsdom');
  });

  it("falls back to the project's environment", () => {
    expect(fileEnvironment('import { it } from "vitest";', 'happy-dom')).toBe('happy-dom');
  });
});
