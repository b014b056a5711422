import {describe, expect, it} from 'vitest';
import {BUYER_STAT_FIGURES, MANAGER_REPORT_FIGURES} from './report-figures';

describe('report figures', () => {
  it("name the spec's twelve manager figures, the location's count, and the buyer's three", () => {
    expect(MANAGER_REPORT_FIGURES.map(f => f.key)).toEqual([
      'totalCountUser',
      'totalCountTeam',
      'totalCountLocation',
      'totalInCount',
      'totalCancelCount',
      'auInCount',
      'returnAgAu',
      'cancelSilverOnly',
      'cancelNoValue',
      'cancelPaidInvoice',
      'activeWarm',
      'activeCold',
      'goldAvg',
    ]);
    expect(BUYER_STAT_FIGURES.map(f => f.key)).toEqual(['out', 'in', 'cancelled']);
  });

  it('each says what it counts, in a sentence of its own', () => {
    const all = [...MANAGER_REPORT_FIGURES, ...BUYER_STAT_FIGURES];
    for (const figure of all) expect(figure.counts).toMatch(/^[A-Z].{10,}\.$/);
    expect(new Set(MANAGER_REPORT_FIGURES.map(f => f.counts)).size).toBe(MANAGER_REPORT_FIGURES.length);
  });
});
