import { describe, expect, it } from 'vitest';
import { buildInfoFrom, licenceSummary } from '../../../src/domain/about/about';

describe('buildInfoFrom', () => {
  it('reads the build date and the packages, sorted by name', () => {
    const info = buildInfoFrom({
      builtAt: '2026-11-23T04:25:00.000Z',
      packages: [
        {
          name: 'react',
          version: '19.3.1',
          license: 'MIT',
          homepage: 'https://react.dev',
          text: 'MIT License',
        },
        { name: '@mui/material', version: '9.5.0', license: 'MIT', homepage: null, text: '' },
      ],
    });
    expect(info.builtAt).toBe('2026-11-23T04:25:00.000Z');
    expect(info.packages.map((p) => p.name)).toEqual(['@mui/material', 'react']);
    expect(info.packages[1]).toEqual({
      name: 'react',
      version: '19.3.1',
      license: 'MIT',
      homepage: 'https://react.dev',
      text: 'MIT License',
    });
  });

  it('leaves out malformed packages and treats a malformed date as unknown', () => {
    const info = buildInfoFrom({
      builtAt: 'ayer',
      packages: [null, 'react', { version: '1.0.0' }, { name: 'rxjs', version: '7.8.2', license: 7 }],
    });
    expect(info.builtAt).toBeNull();
    expect(info.packages).toEqual([
      { name: 'rxjs', version: '7.8.2', license: '', homepage: null, text: '' },
    ]);
  });

  it('gives nothing for anything that is not an object', () => {
    expect(buildInfoFrom(null)).toEqual({ builtAt: null, packages: [] });
    expect(buildInfoFrom([1, 2])).toEqual({ builtAt: null, packages: [] });
  });
});

describe('licenceSummary', () => {
  it('counts packages by licence, most common first, unknown licences as ?', () => {
    const p = (name: string, license: string) => ({ name, version: '1', license, homepage: null, text: '' });
    expect(
      licenceSummary([p('a', 'MIT'), p('b', 'Apache-2.0'), p('c', 'MIT'), p('d', ''), p('e', 'ISC')]),
    ).toEqual([
      { license: 'MIT', count: 2 },
      { license: '?', count: 1 },
      { license: 'Apache-2.0', count: 1 },
      { license: 'ISC', count: 1 },
    ]);
  });
});
