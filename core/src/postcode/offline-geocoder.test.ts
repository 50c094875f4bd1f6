import { describe, expect, it } from 'vitest';
import { distanceMiles } from './distance';
import { locateOffline, offlineGeocoder } from './offline-geocoder';
import { AREA_CENTROIDS, DISTRICT_CENTROIDS } from './uk-centroids';

/** The postcodes of the demo catalogue (server/src/seed/demo-catalogue.ts), which must all be found by district. */
const demoPostcodes = [
  'SE1 9SG',
  'E1 6AN',
  'N1 9GU',
  'W1T 3JH',
  'SW11 4NJ',
  'M1 1AE',
  'M4 5JD',
  'M15 4FN',
  'B1 1BB',
  'B5 4BU',
  'B12 0YA',
  'LS1 4DY',
  'LS6 1PF',
  'G1 1XQ',
  'G3 8AG',
  'EH1 1YZ',
  'EH6 6JJ',
  'BS1 4DJ',
  'BS8 1TH',
  'L1 8JQ',
  'L3 4FP',
  'NE1 4ST',
  'NE6 1AS',
  'CF10 1EP',
  'CF24 3AA',
  'BN1 1EE',
  'BN2 1TW',
  'S1 2HE',
  'S11 8YA',
  'NG1 5FS',
  'NG7 2RD',
  'OX1 2JD',
  'CB2 1TN',
  'YO1 7HH',
  'NR2 1TF',
  'EX1 1JG',
  'SO14 7DU',
  'LE1 5YA',
  'BT1 5GS',
  'AB10 1XG',
  'BA1 1SU',
  'PL1 2AA',
];

/** Every geographic UK postcode area, plus the Crown Dependencies whose postcodes follow the same pattern. */
const allAreas =
  'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE'.split(
    ' ',
  );

const insideTheUk = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  latitude > 49 && latitude < 61 && longitude > -8.7 && longitude < 2;

describe('locateOffline', () => {
  it.each(demoPostcodes)('finds the demo postcode %s by its district', (postcode) => {
    expect(locateOffline(postcode)?.precision).toBe('district');
  });

  it('covers every UK postcode area at area level', () => {
    expect(allAreas).toHaveLength(124);
    for (const area of allAreas) expect(AREA_CENTROIDS[area], area).toBeDefined();
  });

  it('keys every district by a well-formed outward code of a known area', () => {
    for (const district of Object.keys(DISTRICT_CENTROIDS)) {
      expect(district, district).toMatch(/^[A-Z]{1,2}[0-9][A-Z0-9]?$/);
      expect(AREA_CENTROIDS[district.match(/^[A-Z]+/)![0]], district).toBeDefined();
    }
  });

  it('places every centroid inside the UK and its Crown Dependencies', () => {
    for (const [code, [latitude, longitude]] of Object.entries({
      ...AREA_CENTROIDS,
      ...DISTRICT_CENTROIDS,
    })) {
      expect(insideTheUk({ latitude, longitude }), code).toBe(true);
    }
  });

  it('keeps each district within 60 miles of its area centre, which catches a mistyped coordinate', () => {
    // The large rural areas (Highlands, islands, Wales, Northern Ireland) legitimately spread further.
    const wide = new Set([
      'IV',
      'PH',
      'PA',
      'KW',
      'HS',
      'ZE',
      'SA',
      'SY',
      'LL',
      'LD',
      'BT',
      'AB',
      'DG',
      'TR',
      'PL',
      'CA',
      'LA',
      'PE',
      'TD',
      'YO',
      'EX',
      'NE',
      'DN',
      'BD',
    ]);
    for (const [district, [latitude, longitude]] of Object.entries(DISTRICT_CENTROIDS)) {
      const area = district.match(/^[A-Z]+/)![0];
      const centre = AREA_CENTROIDS[area]!;
      const miles = distanceMiles({ latitude, longitude }, { latitude: centre[0], longitude: centre[1] });
      expect(miles, district).toBeLessThan(wide.has(area) ? 150 : 60);
    }
  });

  it('finds a central London sub-district by its own entry', () => {
    expect(locateOffline('SW1A 1AA')).toEqual({ latitude: 51.502, longitude: -0.138, precision: 'district' });
  });

  it('finds a sub-district the table does not list through its parent district (EC1A → EC1)', () => {
    expect(locateOffline('EC1A 1BB')).toEqual({ ...locateOffline('EC1V 9AA'), precision: 'district' });
    expect(locateOffline('EC1A 1BB')).toMatchObject({ latitude: 51.523, longitude: -0.101 });
  });

  it('falls back to the area centre for a district it does not know', () => {
    expect(locateOffline('AL10 9AB')).toEqual({ latitude: 51.752, longitude: -0.336, precision: 'area' });
  });

  it('accepts any spelling of a postcode', () => {
    expect(locateOffline(' m1 1ae')).toEqual(locateOffline('M1 1AE'));
  });

  it('returns null for an invalid postcode and for an area that is not a UK area', () => {
    expect(locateOffline('not a postcode')).toBeNull();
    expect(locateOffline('QQ1 1AA')).toBeNull();
  });

  it('puts neighbouring districts close together and distant cities far apart', () => {
    const miles = (a: string, b: string) => distanceMiles(locateOffline(a)!, locateOffline(b)!);
    expect(miles('M1 1AE', 'M15 4FN')).toBeLessThan(3);
    expect(miles('SE1 9SG', 'W1T 3JH')).toBeLessThan(3);
    expect(Math.abs(miles('LS1 4DY', 'G1 1XQ') - 180)).toBeLessThan(15);
  });

  it('serves the Geocoder port without I/O', async () => {
    await expect(offlineGeocoder.locate('CF10 1EP')).resolves.toEqual(locateOffline('CF10 1EP'));
    await expect(offlineGeocoder.locate('nope')).resolves.toBeNull();
  });
});
