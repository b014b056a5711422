import {describe, expect, it} from 'vitest';
import {
  defaultReportPeriod,
  finenessFromName,
  finenessSchema,
  netWeight,
  percentOf,
  REPORT_MESSAGES,
  reportPeriodError,
  reportRequestSchema,
  sumCounts,
  withPercentages,
} from './reports';

describe('reports', () => {
  it('default to the start of the day a week ago until the end of today, on the business clock', () => {
    // 27.11.2026 09:30 in Helsinki (UTC+2).
    expect(defaultReportPeriod(new Date('2026-11-27T07:30:00Z'))).toEqual({
      start: new Date('2026-11-19T22:00:00.000Z'),
      end: new Date('2026-11-27T21:59:59.999Z'),
    });
  });

  it('reach five years back and no further, and end after they start', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(reportPeriodError(new Date('2021-11-28T00:00:00Z'), now, now)).toBeUndefined();
    expect(reportPeriodError(new Date('2021-11-26T00:00:00Z'), now, now)).toBe(REPORT_MESSAGES.tooOld);
    expect(reportPeriodError(now, new Date('2026-11-26T10:00:00Z'), now)).toBe(REPORT_MESSAGES.endBeforeStart);
  });

  it('take a period and an optional team, nothing else', () => {
    expect(reportRequestSchema.safeParse({start: '2026-11-01T00:00:00Z', end: '2026-11-30T00:00:00Z', team: 'turku'}).success).toBe(true);
    expect(reportRequestSchema.safeParse({start: '2026-11-01T00:00:00Z', end: '2026-11-30T00:00:00Z', team: 'narnia'}).success).toBe(false);
    expect(reportRequestSchema.safeParse({start: '2026-11-01T00:00:00Z', end: '2026-11-30T00:00:00Z', userId: 3}).success).toBe(false);
    expect(reportRequestSchema.safeParse({end: '2026-11-30T00:00:00Z'}).error?.issues[0].message).toBe(REPORT_MESSAGES.startRequired);
  });

  it('give the gold-in shares of valued and of out two weeks earlier, none of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 0)).toBeNull();
    const row = withPercentages({auCount: 3, totalCount: 4, outCount: 10, out2WCount: 8, cancelledCount: 1});
    expect(row).toMatchObject({auInPercent: 75, auInOut2WPercent: 37.5});
    expect(sumCounts([row, {auCount: 1, totalCount: 1, outCount: 0, out2WCount: 2, cancelledCount: 0}])).toEqual({
      auCount: 4,
      totalCount: 5,
      outCount: 10,
      out2WCount: 10,
      cancelledCount: 1,
    });
  });

  it('read a fineness from the names materials are given', () => {
    expect(finenessFromName('Gold 585')).toBe(0.585);
    expect(finenessFromName('Silver 925')).toBe(0.925);
    expect(finenessFromName('Kulta 0,750')).toBe(0.75);
    expect(finenessFromName('Gold 0.916 (22K)')).toBe(0.916);
    expect(finenessFromName('Kulta 14K')).toBe(0.583);
    expect(finenessFromName('18 kt gold')).toBe(0.75);
    expect(finenessFromName('24 carat')).toBe(1);
    expect(finenessFromName('Gold 999.9')).toBe(0.999);
    expect(finenessFromName('Dental gold')).toBeNull();
    expect(finenessFromName('Coins 1000')).toBeNull();
    expect(finenessFromName('Watch 25k')).toBeNull();
  });

  it('take a fineness of 0 to 1 with three decimals at most', () => {
    expect(finenessSchema.safeParse(0.585).success).toBe(true);
    expect(finenessSchema.safeParse(1).success).toBe(true);
    expect(finenessSchema.safeParse(1.2).success).toBe(false);
    expect(finenessSchema.safeParse(0.5855).success).toBe(false);
  });

  it('weigh net as gross times fineness, to the hundredth of a gram', () => {
    expect(netWeight(12.5, 0.585)).toBe(7.31);
    expect(netWeight(100, 0.999)).toBe(99.9);
    expect(netWeight(3, null)).toBeNull();
  });
});
