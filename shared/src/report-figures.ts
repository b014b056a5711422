// The figures of the stats and reports staff compare, each with what it counts (so that
// every figure says what it counts). One list for the server's answer schema and the screens.

export interface FigureDefinition<K extends string = string> {
  key: K;
  label: string;
  /** What it counts, in one sentence, shown beside the figure. */
  counts: string;
}

/** The buyer's stats (spec 01 §7 "Stats"): per period (today, this month) and scope (you, your team). */
export const BUYER_STAT_FIGURES = [
  {key: 'out', label: 'Out', counts: 'Orders created in the period (closed ones too).'},
  {key: 'in', label: 'In', counts: 'Orders valued in the period with gold in them.'},
  {key: 'cancelled', label: 'Cancelled', counts: 'Orders closed in the period.'},
] as const satisfies readonly FigureDefinition[];

/**
 * The manager report (spec 01 §7 "Order queries"): the twelve figures of the spec, for orders created in the period,
 * for the member, the member's team and the member's location, plus the location's own count.
 */
export const MANAGER_REPORT_FIGURES = [
  {key: 'totalCountUser', label: 'Orders of the member', counts: 'Orders created in the period with the member as caller (the same number in every column).'},
  {key: 'totalCountTeam', label: 'Orders of the team', counts: "Orders created in the period in the member's team (the same number in every column)."},
  {
    key: 'totalCountLocation',
    label: 'Orders of the location',
    counts: "Orders created in the period whose caller works at the member's location (the same number in every column).",
  },
  {key: 'totalInCount', label: 'In', counts: 'Orders valued.'},
  {key: 'totalCancelCount', label: 'Cancelled', counts: 'Orders closed.'},
  {key: 'auInCount', label: 'Gold in', counts: 'Orders valued with gold in them.'},
  {key: 'returnAgAu', label: 'Returned Ag/Au', counts: 'Declined offers with gold or silver (the metal goes back).'},
  {key: 'cancelSilverOnly', label: 'Cancelled, silver only', counts: 'Valued with silver but no gold, then closed or declined.'},
  {key: 'cancelNoValue', label: 'Cancelled, no value', counts: 'Valued with neither gold nor silver, then closed or declined.'},
  {key: 'cancelPaidInvoice', label: 'Cancelled, invoice paid', counts: "Orders closed with the reason 'Invoice paid'."},
  {key: 'activeWarm', label: 'Active warm', counts: 'Open orders not yet received, created within the last 45 days.'},
  {key: 'activeCold', label: 'Active cold', counts: 'Open orders not yet received, created more than 45 days ago (cold cases).'},
  {key: 'goldAvg', label: 'Gold average (g)', counts: 'Mean gold weight of the valued orders with gold, in grams.'},
] as const satisfies readonly FigureDefinition[];

export type ManagerReportFigure = (typeof MANAGER_REPORT_FIGURES)[number]['key'];
