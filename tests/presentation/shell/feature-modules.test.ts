import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { AdminApi } from '../../../src/application/admin/admin-api';
import { LoadCurrentNews } from '../../../src/application/news/load-current-news';
import { NewsApi } from '../../../src/application/news/news-api';
import { MyGrants } from '../../../src/application/shared/my-grants';
import { PayslipDeliveriesApi } from '../../../src/application/payslip-deliveries/payslip-deliveries-api';
import { createContainer } from '../../../src/di/container';
import { FEATURES } from '../../../src/di/feature-modules';
import { FeatureModules } from '../../../src/presentation/core/feature-modules';
import { HttpPayslipDeliveriesApi } from '../../../src/infrastructure/payslip-deliveries/http-payslip-deliveries-api';
import { PAGES } from '../../../src/presentation/shell/page-registry';
import { testConfig } from '../../support/test-container';

/** What the shell's first load carries: the core, sign-in and shell modules, no feature's module. */
describe('feature modules loaded with their screens', () => {
  const production = () => createContainer({ config: testConfig, baseUrl: 'http://localhost/' });

  it('leaves the administration and news modules out of the first load', () => {
    const container = production();
    expect(container.isBound(AdminApi)).toBe(false);
    expect(container.isBound(NewsApi)).toBe(false);
    // What the shell needs of them has adapters of its own: the gate's grants, the dashboard's news.
    expect(container.isBound(MyGrants)).toBe(true);
    expect(container.get(LoadCurrentNews)).toBeInstanceOf(LoadCurrentNews);
  });

  it('loads a feature module when its screen first opens', async () => {
    const container = production();
    const modules = container.get<FeatureModules>(FeatureModules);
    await modules.load('admin');
    await modules.load('admin');
    await modules.load('news');
    expect(container.isBound(AdminApi)).toBe(true);
    expect(container.isBound(NewsApi)).toBe(true);
  });

  it('names a known feature for every screen of the administration and the news', () => {
    for (const entry of Object.values(PAGES)) {
      if (entry.feature) expect(Object.keys(FEATURES)).toContain(entry.feature);
    }
    expect(PAGES.noticia?.feature).toBe('news');
    for (const code of ['usuario', 'rol', 'auditoria']) expect(PAGES[code]?.feature).toBe('admin');
    expect(PAGES.dashboard?.feature).toBeUndefined();
  });
});

describe('the payslip deliveries’ port', () => {
  it('is bound once whichever of its three screens loads first', async () => {
    const container = createContainer({ config: testConfig, baseUrl: 'http://localhost/' });
    const modules = container.get<FeatureModules>(FeatureModules);
    await modules.load('workers');
    await modules.load('fishing-weeks');
    await modules.load('payslip-deliveries');
    expect(container.get(PayslipDeliveriesApi)).toBeInstanceOf(HttpPayslipDeliveriesApi);
    expect(PAGES.mis_boletas?.feature).toBe('payslip-deliveries');
  });
});
