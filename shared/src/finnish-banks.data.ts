// Finnish monetary institution codes: the first three digits of a Finnish BBAN (IBAN positions 5-7) name the bank.
// Source: Finance Finland (Finanssiala), "Finnish monetary institution codes and BICs" (Excel), listed on
// https://www.finanssiala.fi/en/topics/payment-services-in-finland/payment-technical-documents/ ; as read by
// mdomke/schwifty's scripts/get_bank_registry_fi.py into schwifty/bank_registry/generated_fi.json on 2026-01-28.
// Names are the short ones customers know. Handelsbanken (31) and Swedbank (38) are no longer on the list (both left
// Finnish retail banking; the 2020 list still had them), so their codes answer no name.
import type {FinnishBank} from './bank-accounts';

export const FINNISH_BANKS: readonly FinnishBank[] = [
  {from: 100, to: 299, bank: 'Nordea'},
  {from: 330, to: 339, bank: 'SEB'},
  {from: 340, to: 349, bank: 'Danske Bank'},
  {from: 360, to: 369, bank: 'S-Pankki'},
  {from: 370, to: 379, bank: 'DNB'},
  {from: 390, to: 399, bank: 'S-Pankki'},
  {from: 400, to: 400, bank: 'Säästöpankki'},
  {from: 402, to: 403, bank: 'Säästöpankki'},
  {from: 405, to: 405, bank: 'Aktia'},
  {from: 406, to: 408, bank: 'Säästöpankki'},
  {from: 410, to: 412, bank: 'Säästöpankki'},
  {from: 414, to: 421, bank: 'Säästöpankki'},
  {from: 423, to: 432, bank: 'Säästöpankki'},
  {from: 435, to: 452, bank: 'Säästöpankki'},
  {from: 454, to: 464, bank: 'Säästöpankki'},
  {from: 470, to: 479, bank: 'POP Pankki'},
  {from: 483, to: 493, bank: 'Säästöpankki'},
  {from: 495, to: 496, bank: 'Säästöpankki'},
  {from: 497, to: 497, bank: 'Aktia'},
  {from: 500, to: 599, bank: 'OP'},
  {from: 600, to: 699, bank: 'Ålandsbanken'},
  {from: 713, to: 713, bank: 'Citibank'},
  {from: 714, to: 714, bank: 'Fellow Bank'},
  {from: 715, to: 715, bank: 'Säästöpankkien Keskuspankki'},
  {from: 717, to: 717, bank: 'Bigbank'},
  {from: 718, to: 718, bank: 'Saldo Bank'},
  {from: 792, to: 792, bank: 'Ivy Pay'},
  {from: 793, to: 793, bank: 'TrueLayer'},
  {from: 794, to: 794, bank: 'Paysaxas'},
  {from: 795, to: 795, bank: 'Wamo'},
  {from: 796, to: 796, bank: 'Narvi'},
  {from: 797, to: 797, bank: 'TrueLayer'},
  {from: 799, to: 799, bank: 'Holvi'},
  {from: 800, to: 899, bank: 'Danske Bank'},
];
