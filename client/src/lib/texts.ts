// The client's own UI texts (issue 14 item 10: one language, one catalogue). The texts the spec fixes
// (errors, 'Saved!', 'Received') are shared's MESSAGES; this holds the screens' wording that more than
// one place shows or that tests look for: the shell and menu, home, list and page states, dialogs,
// notices and the scanner. No imports: the browser tests read it too (client/e2e).

export const TEXTS = {
  shell: {
    appName: 'Karat',
    mainMenu: 'Main menu',
    openMenu: 'Open menu',
    findOrder: 'Find order…',
    findOrderTitle: 'Find order',
    findOrderField: 'Order number, bar code, client name or phone',
    ordersFound: 'Orders found',
    noOrderFound: 'No order found',
  },
  home: {
    welcome: (name: string | undefined) => `Welcome, ${name ?? ''}`,
    noScreens: 'Your role has no screens in this version yet.',
    home: 'Home',
  },
  pages: {
    notFound: 'Page not found',
    notForYourRole: 'Not for your role',
    belongsTo: (area: string) => `This screen belongs to ${area}, which your account does not have. The menu shows the screens you can use.`,
    recordNotFound: (record: string) => `${record.charAt(0).toUpperCase()}${record.slice(1)} not found`,
    couldNotLoad: (record: string) => `Could not load the ${record}`,
  },
  states: {
    loading: 'Loading...',
    retry: 'Retry',
    noRows: 'No rows',
    nothingAsked: '–',
  },
  actions: {
    cancel: 'Cancel',
    leave: 'Leave',
    stay: 'Stay',
    edit: 'Edit',
    yes: 'Yes',
    no: 'No',
  },
  guard: {
    title: 'Leave without saving?',
    text: 'Your changes on this page are not saved yet.',
  },
  confirm: {
    ordersTable: 'Orders this changes',
    order: 'Order',
    barCode: 'Bar code',
    client: 'Client',
    status: 'Status',
    andMore: (count: number) => `and ${count} more`,
    preview: 'Message preview',
  },
  notices: {
    times: (count: number) => `${count} times`,
  },
  scan: {
    prompt: 'Scan bar code',
    field: 'Bar Code',
    history: 'Scan history',
    noScans: 'No scans yet.',
    clearHistory: 'Clear history',
    time: 'Time',
    barCode: 'Bar code',
    order: 'Order',
    client: 'Client',
    team: 'Team',
    result: 'Result',
  },
  // The payer screens (issue 17 items 1, 2, 5); the error texts are shared's PAYMENT_MESSAGES.
  payer: {
    pay: 'Pay',
    paying: 'Making the payment file...',
    download: 'Download',
    selectAll: 'Select all orders',
    selectOrder: (orderNumber: number | null | undefined) => `Select order ${orderNumber ?? ''}`,
    selectionTotal: 'Total of the selection',
    selection: (count: number, total: string) => `${count} selected, total ${total}`,
    ordersTable: 'Payable orders',
    nothingToPay: 'No orders are waiting for payment',
    confirmTitle: 'Pay these orders?',
    confirmText: (count: number, total: string) =>
      `${count} ${count === 1 ? 'order' : 'orders'} will be marked paid, ${total} in all, and one payment file is made for the bank.`,
    paidNotice: (count: number, name: string) => `${count} ${count === 1 ? 'order' : 'orders'} paid: ${name}`,
    batchReady: (name: string, total: string) => `Payment file ${name} is ready (${total}).`,
    chooseTeam: 'Team',
    files: 'Payment files',
    filesTable: 'Payment files',
  },
} as const;
