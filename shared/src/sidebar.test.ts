import {describe, expect, it} from 'vitest';
import {SIDEBAR, visibleMenu} from './sidebar';

describe('visibleMenu', () => {
  it('shows Home, Time recording and Logout to everyone', () => {
    expect(visibleMenu({}).map(a => a.key)).toEqual(['home', 'timeRecording', 'logout']);
  });
  it('shows Admin only to admins', () => {
    expect(visibleMenu({admin: true}).map(a => a.key)).toEqual(['home', 'admin', 'reports', 'complaints', 'timeRecording', 'logout']);
    expect(visibleMenu({admin: false, receiver: true}).map(a => a.key)).not.toContain('admin');
  });
  it('shows Customer service to customer service and Receiver to receivers', () => {
    expect(visibleMenu({customer: true}).map(a => a.key)).toEqual(['home', 'customerService', 'complaints', 'timeRecording', 'logout']);
    expect(visibleMenu({receiver: true}).map(a => a.key)).toEqual(['home', 'receiver', 'timeRecording', 'logout']);
  });
  it('shows Buyer to buyers, Cold cases to cold callers and CC Manager to call-centre managers', () => {
    expect(visibleMenu({buyer: true}).map(a => a.key)).toEqual(['home', 'reports', 'buyer', 'timeRecording', 'logout']);
    expect(visibleMenu({buyer: true, isColdCaller: true}).map(a => a.key)).toEqual(['home', 'reports', 'buyer', 'coldCases', 'timeRecording', 'logout']);
    expect(visibleMenu({buyerWebOrder: true}).map(a => a.key)).toEqual(['home', 'timeRecording', 'logout']);
    expect(visibleMenu({ccManager: true}).map(a => a.key)).toEqual(['home', 'ccManager', 'complaints', 'timeRecording', 'logout']);
  });
  it("keeps the spec table's order with the call-centre areas", () => {
    expect(visibleMenu({receiver: true, isColdCaller: true, buyer: true, customer: true, ccManager: true, admin: true}).map(a => a.key)).toEqual([
      'home',
      'admin',
      'reports',
      'ccManager',
      'customerService',
      'complaints',
      'buyer',
      'coldCases',
      'receiver',
      'timeRecording',
      'logout',
    ]);
  });
  it('shows Packager to packagers, before Receiver as in the spec table', () => {
    expect(visibleMenu({packager: true}).map(a => a.key)).toEqual(['home', 'packager', 'timeRecording', 'logout']);
    expect(visibleMenu({packager: true, receiver: true}).map(a => a.key)).toEqual(['home', 'packager', 'receiver', 'timeRecording', 'logout']);
    expect(SIDEBAR.find(a => a.key === 'packager')?.links.map(l => l.path)).toEqual([
      '/packager',
      '/packager/list',
      '/packager/registration-failed',
      '/packager/history',
      '/printing',
    ]);
  });
  it("keeps the spec table's order when a member has several areas", () => {
    expect(visibleMenu({receiver: true, customer: true, admin: true}).map(a => a.key)).toEqual([
      'home',
      'admin',
      'reports',
      'customerService',
      'complaints',
      'receiver',
      'timeRecording',
      'logout',
    ]);
  });
});

describe('the Reports area', () => {
  it('shows Reports to the admin, after Admin as in the spec table, and to buyers for their own orders', () => {
    expect(
      visibleMenu({admin: true})
        .map(a => a.key)
        .slice(0, 3),
    ).toEqual(['home', 'admin', 'reports']);
    expect(visibleMenu({buyer: true}).map(a => a.key)).toContain('reports');
    expect(visibleMenu({teller: true, ccManager: true}).map(a => a.key)).not.toContain('reports');
    expect(SIDEBAR.find(a => a.key === 'reports')?.links.map(l => l.path)).toEqual(['/reports', '/reports/valuated-orders', '/reports/accepted-offers']);
  });
});

describe('the Complaints area', () => {
  it('shows Complaints to customer service, the call-centre manager and the admin, after Customer service', () => {
    expect(visibleMenu({customer: true}).map(a => a.key)).toEqual(['home', 'customerService', 'complaints', 'timeRecording', 'logout']);
    expect(visibleMenu({ccManager: true}).map(a => a.key)).toEqual(['home', 'ccManager', 'complaints', 'timeRecording', 'logout']);
    expect(visibleMenu({admin: true}).map(a => a.key)).toEqual(['home', 'admin', 'reports', 'complaints', 'timeRecording', 'logout']);
    expect(visibleMenu({teller: true, buyer: true, receiver: true}).map(a => a.key)).not.toContain('complaints');
  });
  it('links the list and the create form', () => {
    expect(SIDEBAR.find(a => a.key === 'complaints')?.links.map(l => l.path)).toEqual(['/complaints', '/complaints/create']);
  });
});

describe('the Time recording area', () => {
  it('shows Time recording to every member, just before Logout', () => {
    expect(visibleMenu({}).map(a => a.key)).toEqual(['home', 'timeRecording', 'logout']);
    expect(visibleMenu({teamLeader: true}).map(a => a.key)).toEqual(['home', 'timeRecording', 'logout']);
    expect(SIDEBAR.at(-2)?.key).toBe('timeRecording');
  });
  it("links the member's month and the new record form", () => {
    expect(SIDEBAR.find(a => a.key === 'timeRecording')).toMatchObject({
      label: 'Time recording',
      role: null,
      links: [
        {label: 'Time recording', path: '/time-recording'},
        {label: 'New record', path: '/time-recording/new'},
      ],
    });
  });
});

describe('the Bursar area', () => {
  it('shows Bursar to bursars only, after Teller as in the spec table', () => {
    expect(visibleMenu({bursar: true}).map(a => a.key)).toEqual(['home', 'bursar', 'timeRecording', 'logout']);
    expect(visibleMenu({teller: true, bursar: true}).map(a => a.key)).toEqual(['home', 'teller', 'bursar', 'timeRecording', 'logout']);
    expect(visibleMenu({payer: true}).map(a => a.key)).not.toContain('bursar');
  });
  it('links the three scan prompts and the two lists', () => {
    expect(SIDEBAR.find(a => a.key === 'bursar')?.links).toEqual([
      {label: 'Finnish', path: '/bursar/finland/barcode'},
      {label: 'Swedish', path: '/bursar/sweden/barcode'},
      {label: 'UK', path: '/bursar/uk/barcode'},
      {label: 'Today handled', path: '/bursar/handled'},
      {label: 'Unhandled', path: '/bursar/unhandled'},
    ]);
  });
});

describe('SIDEBAR', () => {
  const paths = (key: string) => SIDEBAR.find(a => a.key === key)?.links.map(l => l.path);

  it('lists the admin screens in the spec order (police reports not built yet)', () => {
    expect(paths('admin')).toEqual([
      '/admin/users',
      '/admin/materials',
      '/admin/clients',
      '/admin/orders',
      '/admin/registration-failed',
      '/admin/police-reports',
      '/admin/package-code-registry',
      '/admin/greetings',
    ]);
  });
  it('links the customer service lists and the receiver scan', () => {
    expect(paths('customerService')).toEqual([
      '/customer-service/order',
      '/customer-service/closed',
      '/customer-service/client',
      '/customer-service/mass-boomerang',
    ]);
    expect(SIDEBAR.find(a => a.key === 'receiver')).toMatchObject({role: 'receiver', links: [{label: 'Receiver', path: '/receiver'}]});
  });
  it('links the buyer, cold-case and call-centre manager screens', () => {
    expect(paths('buyer')).toEqual(['/buyer/add-order', '/buyer/welcome-calls', '/buyer/after-calls', '/buyer/modify-orders', '/buyer/stats']);
    expect(SIDEBAR.find(a => a.key === 'coldCases')?.links).toEqual([
      {label: 'Finnish', path: '/cold-cases/finnish'},
      {label: 'Swedish', path: '/cold-cases/swedish'},
      {label: 'Fi-Swedish', path: '/cold-cases/finland-swedish'},
      {label: 'UK', path: '/cold-cases/uk-english'},
    ]);
    expect(paths('ccManager')).toEqual(['/cc-manager/transfer', '/cc-manager/cancel-transfer', '/cc-manager/lists', '/cc-manager/report']);
  });
  it('has unique paths', () => {
    const all = SIDEBAR.flatMap(a => a.links.map(l => l.path));
    expect(new Set(all).size).toBe(all.length);
  });
  it('shows Payer to payers, after Teller as in the spec table, with the countries, donations and the files', () => {
    expect(visibleMenu({payer: true}).map(a => a.key)).toEqual(['home', 'payer', 'timeRecording', 'logout']);
    expect(visibleMenu({payer: true, teller: true}).map(a => a.key)).toEqual(['home', 'teller', 'payer', 'timeRecording', 'logout']);
    expect(SIDEBAR.find(a => a.key === 'payer')?.links.map(l => l.path)).toEqual([
      '/payer/finland',
      '/payer/sweden',
      '/payer/uk',
      '/payer/donation',
      '/payer/files',
    ]);
  });
});
