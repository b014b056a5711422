import {describe, expect, it} from 'vitest';
import {
  COUNTY_REGION,
  countyOfPostalCode,
  POLICE_REGION_LABELS,
  POLICE_REGIONS,
  policeRegionOfPostalCode,
  POSTAL_AREA_RANGES,
  POSTAL_CODE_RANGES,
  type PostalCodeRange,
  SWEDISH_COUNTIES,
  type County,
} from './police-regions';

/** Real postal codes (each in the sjbrg/swedish-geodata list with its municipality) and their county. */
const SAMPLES: [string, County][] = [
  // Stockholm
  ['111 20', 'stockholm'], // Stockholm
  ['195 60', 'stockholm'], // Arlandastad (Sigtuna)
  ['761 30', 'stockholm'], // Norrtälje, in Stockholm county though 76x
  ['621 41', 'gotland'], // Visby
  // Syd
  ['211 20', 'skane'], // Malmö
  ['222 30', 'skane'], // Lund
  ['252 20', 'skane'], // Helsingborg
  ['352 30', 'kronoberg'], // Växjö
  ['392 30', 'kalmar'], // Kalmar
  ['371 30', 'blekinge'], // Karlskrona
  // Väst
  ['411 18', 'vastra_gotaland'], // Göteborg
  ['503 30', 'vastra_gotaland'], // Borås
  ['302 30', 'halland'], // Halmstad
  // Öst
  ['582 22', 'ostergotland'], // Linköping
  ['602 24', 'ostergotland'], // Norrköping
  ['553 20', 'jonkoping'], // Jönköping
  ['632 20', 'sodermanland'], // Eskilstuna
  ['611 30', 'sodermanland'], // Nyköping
  // Bergslagen
  ['701 30', 'orebro'], // Örebro
  ['652 24', 'varmland'], // Karlstad
  ['791 30', 'dalarna'], // Falun
  // Mitt
  ['753 20', 'uppsala'], // Uppsala
  ['722 15', 'vastmanland'], // Västerås
  ['802 50', 'gavleborg'], // Gävle
  // Nord
  ['903 25', 'vasterbotten'], // Umeå
  ['972 31', 'norrbotten'], // Luleå
  ['852 31', 'vasternorrland'], // Sundsvall
  ['831 30', 'jamtland'], // Östersund
];

const COUNTIES = Object.keys(SWEDISH_COUNTIES) as County[];

/** Ranges sorted by their start, then each must start after the previous one ends. */
const overlaps = (ranges: readonly PostalCodeRange[]) =>
  [...ranges]
    .sort((a, b) => a.from - b.from)
    .flatMap((range, index, sorted) => (index > 0 && range.from <= sorted[index - 1].to ? [[sorted[index - 1], range]] : []));

describe('police regions', () => {
  it('has the seven regions in the report order, each with its label', () => {
    expect(POLICE_REGIONS).toEqual(['syd', 'vast', 'bergslagen', 'ost', 'mitt', 'nord', 'stockholm']);
    expect(POLICE_REGIONS.map(region => POLICE_REGION_LABELS[region])).toEqual(['Syd', 'Väst', 'Bergslagen', 'Öst', 'Mitt', 'Nord', 'Stockholm']);
  });

  it('maps each of the 21 counties to its region as PAYMENTS.md lists them', () => {
    expect(COUNTIES).toHaveLength(21);
    expect(Object.keys(COUNTY_REGION).sort()).toEqual([...COUNTIES].sort());
    const countiesOf = (region: string) => COUNTIES.filter(county => COUNTY_REGION[county] === region).sort();
    expect(countiesOf('nord')).toEqual(['jamtland', 'norrbotten', 'vasterbotten', 'vasternorrland']);
    expect(countiesOf('mitt')).toEqual(['gavleborg', 'uppsala', 'vastmanland']);
    expect(countiesOf('bergslagen')).toEqual(['dalarna', 'orebro', 'varmland']);
    expect(countiesOf('stockholm')).toEqual(['gotland', 'stockholm']);
    expect(countiesOf('ost')).toEqual(['jonkoping', 'ostergotland', 'sodermanland']);
    expect(countiesOf('vast')).toEqual(['halland', 'vastra_gotaland']);
    expect(countiesOf('syd')).toEqual(['blekinge', 'kalmar', 'kronoberg', 'skane']);
    expect(SWEDISH_COUNTIES.vastra_gotaland).toBe('Västra Götalands län');
  });

  it.each(SAMPLES)('finds the county and region of %s', (postalCode, county) => {
    expect(countyOfPostalCode(postalCode)).toBe(county);
    expect(policeRegionOfPostalCode(postalCode)).toBe(COUNTY_REGION[county]);
  });

  it('has at least two samples in every region', () => {
    for (const region of POLICE_REGIONS) expect(SAMPLES.filter(([, county]) => COUNTY_REGION[county] === region).length).toBeGreaterThanOrEqual(2);
  });

  it('reads the written forms of a postal code', () => {
    for (const written of ['41118', '411 18', ' 411 18 ', 'SE-411 18', 'SE-41118', 'se-411 18', 'SE 411 18', 'SE41118', '411  18', '411\t18']) {
      expect(policeRegionOfPostalCode(written)).toBe('vast');
    }
  });

  it('maps nothing that is not a 5-digit Swedish postal code', () => {
    for (const bad of ['', '   ', '1234', '123456', '123 456', '12 345', 'ABCDE', '411-18', 'FI-00100', 'DK-411 18', '4111 8']) {
      expect(countyOfPostalCode(bad)).toBeNull();
      expect(policeRegionOfPostalCode(bad)).toBeNull();
    }
  });

  it('maps nothing in the unused ranges: no guessing', () => {
    for (const unused of ['00000', '000 01', '099 99', '012 34', '476 00', '499 99', '156 00']) {
      expect(countyOfPostalCode(unused)).toBeNull();
      expect(policeRegionOfPostalCode(unused)).toBeNull();
    }
  });

  it('follows the county border inside a 3-digit area', () => {
    expect(countyOfPostalCode('573 31')).toBe('jonkoping'); // Tranås
    expect(countyOfPostalCode('573 74')).toBe('ostergotland'); // Ydre
    expect(countyOfPostalCode('598 30')).toBe('kalmar'); // Vimmerby
    expect(countyOfPostalCode('598 97')).toBe('jonkoping'); // Mariannelund (Eksjö)
    expect(policeRegionOfPostalCode('598 97')).toBe('ost');
    expect(countyOfPostalCode('662 30')).toBe('vastra_gotaland'); // Åmål
    expect(countyOfPostalCode('662 96')).toBe('varmland'); // Svanskog (Säffle)
    expect(countyOfPostalCode('744 31')).toBe('uppsala'); // Heby, in Uppsala county since 2007
    expect(countyOfPostalCode('430 20')).toBe('halland'); // Veddige (Varberg)
    expect(countyOfPostalCode('430 90')).toBe('vastra_gotaland'); // Öckerö
    expect(countyOfPostalCode('930 55')).toBe('vasterbotten'); // Jörn (Skellefteå)
    expect(countyOfPostalCode('930 90')).toBe('norrbotten'); // Arjeplog
    expect(countyOfPostalCode('883 50')).toBeNull(); // 883 is split between Västernorrland and Jämtland: no code known here
  });

  it('has ranges that do not overlap, 3-digit areas between 100 and 999 and whole codes each inside one area', () => {
    expect(overlaps(POSTAL_AREA_RANGES)).toEqual([]);
    expect(overlaps(POSTAL_CODE_RANGES)).toEqual([]);
    for (const range of POSTAL_AREA_RANGES) {
      expect(range.from).toBeGreaterThanOrEqual(100);
      expect(range.to).toBeLessThanOrEqual(999);
      expect(range.from).toBeLessThanOrEqual(range.to);
      expect(COUNTIES).toContain(range.county);
    }
    for (const range of POSTAL_CODE_RANGES) {
      expect(range.from).toBeGreaterThanOrEqual(10000);
      expect(range.from).toBeLessThanOrEqual(range.to);
      expect(Math.floor(range.from / 100)).toBe(Math.floor(range.to / 100));
      expect(COUNTIES).toContain(range.county);
    }
  });

  it('reaches every county and every region', () => {
    const counties = new Set([...POSTAL_AREA_RANGES, ...POSTAL_CODE_RANGES].map(range => range.county));
    expect([...counties].sort()).toEqual([...COUNTIES].sort());
    const regions = new Set(SAMPLES.map(([postalCode]) => policeRegionOfPostalCode(postalCode)));
    expect([...regions].sort()).toEqual([...POLICE_REGIONS].sort());
  });
});
