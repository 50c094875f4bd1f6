import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectContactSharing } from './detect';
import { innocentNumberSpans } from './innocent-numbers';
import { CONTACT_KINDS } from './types';

const kindsOf = (text: string) => detectContactSharing(text).kinds;
const matchesOf = (text: string) => detectContactSharing(text).matches;

describe('phone numbers', () => {
  it.each([
    ['07700 900123'],
    ['07700-900-123'],
    ['07700.900.123'],
    ['07700/900/123'],
    ['07 700 900 123'],
    ['0 7 7 0 0 9 0 0 1 2 3'],
    ['0 7 7 0 0 - 9 0 0 - 1 2 3'],
    ['07700900123'],
  ])('a UK mobile is caught in any grouping or separators: %s', (number) => {
    expect(matchesOf(`call me on ${number} thanks`)).toEqual([number]);
  });

  it.each([
    ['+44 7700 900123'],
    ['0044 7700 900123'],
    ['+44 (0) 7700 900123'],
    ['+44 (0)20 7946 0958'],
    ['447700900123'],
  ])('a UK number with the country code is caught: %s', (number) => {
    expect(matchesOf(`ring ${number}`)).toEqual([number]);
  });

  it.each([
    ['(020) 7946 0958'],
    ['020 7946 0958'],
    ['0161 496 0123'],
    ['01632 960 001'],
    ['0300 123 4567'],
    ['0800 123 4567'],
  ])('a UK landline or 03/08 number is caught: %s', (number) => {
    expect(matchesOf(`office ${number} weekdays`)).toEqual([number]);
  });

  it('a mobile written without its leading zero is caught', () => {
    expect(kindsOf('7700900123, add a zero')).toEqual(['phone']);
  });

  it('a foreign number after a plus is caught', () => {
    expect(matchesOf('mobile +353 87 123 4567')).toEqual(['+353 87 123 4567']);
  });

  it('digits spelled as words, with oh, double and triple, are caught', () => {
    expect(kindsOf('zero seven seven oh oh nine double one two three')).toEqual(['phone']);
    expect(kindsOf('zero seven triple seven, four five six, seven eight nine')).toEqual(['phone']);
    expect(kindsOf('0 seven 7 0 0 nine 0 0 1 2 3')).toEqual(['phone']);
    expect(kindsOf('0 double 7 double 0 9 double 0 1 2 3')).toEqual(['phone']);
  });

  it('letters that look like digits are read as digits inside a number', () => {
    expect(matchesOf('Number is O7700 9OOl23')).toEqual(['O7700 9OOl23']);
  });

  it('full-width, mathematical and keycap digits are read as digits', () => {
    expect(kindsOf('０７７００ ９００１２３')).toEqual(['phone']);
    expect(kindsOf('07700 𝟗𝟎𝟎𝟏𝟐𝟑')).toEqual(['phone']);
    expect(matchesOf('0️⃣7️⃣7️⃣0️⃣0️⃣ 9️⃣0️⃣0️⃣1️⃣2️⃣3️⃣')).toEqual(['0️⃣7️⃣7️⃣0️⃣0️⃣ 9️⃣0️⃣0️⃣1️⃣2️⃣3️⃣']);
  });

  it('zero-width characters inside a number do not hide it', () => {
    expect(kindsOf('07700\u200b900\u200b123')).toEqual(['phone']);
  });

  it('two numbers in a row are reported separately', () => {
    expect(matchesOf('07700 900123 07700 900124')).toEqual(['07700 900123', '07700 900124']);
  });

  it('a number right after a price is still found', () => {
    expect(matchesOf('£450 07700 900123')).toEqual(['07700 900123']);
  });

  it('an unlabelled run of ten or more digits is suspicious', () => {
    expect(kindsOf('the total is 1234 567 890')).toEqual(['phone']);
  });

  it('a UK-shaped number is caught even when labelled as a reference', () => {
    expect(kindsOf('order ref 07700900123')).toEqual(['phone']);
  });

  it('a number spread over two lines is two numbers, not one', () => {
    expect(kindsOf('07700\n900123')).toEqual([]);
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['mike.jones@gmail.com'],
    ['MIKE@MIKESOUNDS.CO.UK'],
    ['bookings@thebigtop.events'],
    ['djmike at gmail dot com'],
    ['mike [at] mikesounds [dot] co [dot] uk'],
    ['mike(at)mikesounds(dot)com'],
    ['jo_catering{at}yahoo{dot}com'],
    ['mike @ mikesounds . com'],
    ['sarah dot cakes at btinternet dot com'],
    ['djmike99 at hotmail'],
  ])('an address, plain or disguised, is caught: %s', (address) => {
    expect(detectContactSharing(`email ${address} thanks`)).toEqual({
      sharesContact: true,
      kinds: ['email'],
      matches: [address],
    });
  });

  it('Cyrillic and Greek look-alike letters do not hide an address', () => {
    expect(kindsOf('mіke@gmаil.com')).toEqual(['email']);
    expect(kindsOf('Μike@Gmail.com')).toEqual(['email']);
  });

  it('a full-width address is caught', () => {
    expect(matchesOf('ｍｉｋｅ＠ｇｍａｉｌ．ｃｏｍ')).toEqual(['ｍｉｋｅ＠ｇｍａｉｌ．ｃｏｍ']);
  });

  it('naming a mail account after the provider gives the address away', () => {
    expect(kindsOf('my gmail is sarahcakes88')).toEqual(['email']);
  });

  it('"email me at gmail" names a provider but no address', () => {
    expect(kindsOf('email me at gmail')).toEqual([]);
  });
});

describe('social handles', () => {
  it.each([
    ['find me on insta @djmike', 'insta @djmike'],
    ['my snap is djmike99', 'snap is djmike99'],
    ['add me on skype: dj.mike', 'skype: dj.mike'],
    ["I'm djmike99 on snap", 'djmike99 on snap'],
    ['search DJMikeEvents on facebook', 'DJMikeEvents on facebook'],
    ['my ig is sarahcakes', 'ig is sarahcakes'],
    ['Follow @mikesounds_uk for videos', '@mikesounds_uk'],
  ])('a handle offered next to a platform is caught: %s', (text, match) => {
    expect(detectContactSharing(text)).toEqual({ sharesContact: true, kinds: ['social'], matches: [match] });
  });

  it.each([
    ['t.me/djmike'],
    ['wa.me/djmike'],
    ['facebook.com/djmikeevents'],
    ['tiktok.com/@djmike'],
    ['linkedin.com/in/sarah-jones-events'],
    ['x.com/djmike'],
  ])('a profile link on a social host is a social handle: %s', (link) => {
    expect(detectContactSharing(`see ${link}`)).toEqual({
      sharesContact: true,
      kinds: ['social'],
      matches: [link],
    });
  });

  it('a messaging app with a number is both a phone number and a social contact', () => {
    expect(detectContactSharing('whatsapp me on 07700 900123')).toEqual({
      sharesContact: true,
      kinds: ['phone', 'social'],
      matches: ['whatsapp me on 07700 900123'],
    });
    expect(kindsOf('wa.me/447700900123')).toEqual(['phone', 'social']);
  });

  it('homoglyphs do not hide a platform or a handle', () => {
    expect(kindsOf('іnstа @djmіke')).toEqual(['social']);
  });

  it.each([
    ['I saw your Instagram, loved the rustic setup!'],
    ['my insta is private'],
    ['my insta is full of our weddings'],
    ['follow us on instagram'],
    ['Can you snap a few photos of the setup?'],
    ['Phone signal at the venue is rubbish'],
    ['facebook.com'],
  ])('mentioning a platform without a handle is not sharing: %s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
});

describe('web addresses', () => {
  it.each([
    ['www.mikesounds.co.uk'],
    ['https://mikesounds.co.uk/packages'],
    ['mikesounds.com'],
    ['bit.ly/djmike-mixes'],
    ['sarahscakes dot co dot uk'],
    ['www . bigtophire . co . uk'],
    ['mikesounds[.]com'],
  ])('a web address, plain or disguised, is caught: %s', (address) => {
    expect(detectContactSharing(`look at ${address} please`)).toEqual({
      sharesContact: true,
      kinds: ['link'],
      matches: [address],
    });
  });

  it('sentence punctuation after an address is not part of it', () => {
    expect(matchesOf('menus on www.jocatering.co.uk/menus.')).toEqual(['www.jocatering.co.uk/menus']);
  });

  it('file names and what3words are not web addresses', () => {
    expect(kindsOf('menu-final-v3.pdf and IMG_2041.jpg')).toEqual([]);
    expect(kindsOf('what3words ///filled.count.soap')).toEqual([]);
  });

  it('a full stop with a space after it ends a sentence, not a domain', () => {
    expect(kindsOf('Thanks. Info pack to follow')).toEqual([]);
  });
});

describe('innocent look-alikes', () => {
  it.each([
    ['prices', 'That is £1,250.00, or 450 pounds for the DJ alone'],
    ['a list of prices', 'Prices: 1 hour £150, 2 hours £250, 3 hours £325'],
    ['dates', 'Dates 12/06/2026, 13/06/2026 and 2026-06-14 all work'],
    ['a date and time together', 'Starts 2026-06-12 19:30, ends 2026-06-13 01:00'],
    ['times', 'Doors 19:30, first dance 7.30pm, carriages at 12'],
    ['quantities', '150 guests, 200 chairs, 10 tables'],
    ['measurements', 'Stage 8m x 6m, 16ft wide, 3.5 metres high'],
    ['postcodes', 'Venue SW1A 1AA, depot M1 1AE'],
    ['booking references', 'booking #A1B2C3D4, ref 8f3a2c1e, quote ID 12345678'],
    ['a labelled long reference', 'Reference: ESM-2026-0612-0042'],
    ['a grid reference', 'Grid ref SU 12345 67890 for the field'],
    ['hashtags', '#weddingvibes #JonesWedding2026'],
    ['"at" and "dot" in sentences', 'arrive at 5, polka dot tablecloths, meet at the venue'],
    ['"@" used as "at" with a time', 'Doors @ 7pm, or @7pm if easier'],
    ['years', 'We did 2019, 2021 2022 and 2024 there'],
    ['a list of years', 'Seasons 2024 2025 2026'],
    ['a countdown', '10 9 8 7 6 5 4 3 2 1 happy new year'],
    ['a list of decimals', 'legs 0.4, 0.6, 0.8, 1.0, 1.2, 1.4'],
    ['a card number', 'card 4242 4242 4242 4242'],
    ['a UUID', 'id 5f3c9a7e-1b2d-4c8e-9f0a-123456789012'],
    ['short numbers', 'Room 101, table 7, door 3'],
    ['spelled numbers in a sentence', 'We need six, seven maybe eight tables'],
  ])('%s are not contact details', (_, text) => {
    expect(detectContactSharing(text)).toEqual({ sharesContact: false, kinds: [], matches: [] });
  });
});

describe('result', () => {
  it('lists kinds once each, in the order phone, email, social, link', () => {
    const result = detectContactSharing(
      'www.djmike.co.uk, @djmike, mike@djmike.co.uk, 07700 900123, 07700 900124',
    );
    expect(result.kinds).toEqual(['phone', 'email', 'social', 'link']);
  });

  it('lists matches in reading order, each once', () => {
    expect(matchesOf('insta @djmike, ring 07700900123 or 07700900123')).toEqual([
      'insta @djmike',
      '07700900123',
    ]);
  });

  it('an empty message shares nothing', () => {
    expect(detectContactSharing('')).toEqual({ sharesContact: false, kinds: [], matches: [] });
  });
});

const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((ds) => ds.join(''));

/** Splits digits into groups of 1 to 5 joined by separators people type. */
const written = (digits: string) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 5 }), { minLength: digits.length, maxLength: digits.length }),
      fc.array(fc.constantFrom('', ' ', '-', '.', ' - ', '/', '  ', '_'), {
        minLength: digits.length,
        maxLength: digits.length,
      }),
    )
    .map(([sizes, separators]) => {
      const groups: string[] = [];
      for (let at = 0, i = 0; at < digits.length; i++) {
        const size = sizes[i] ?? 1;
        groups.push(digits.slice(at, at + size));
        at += size;
      }
      return groups.map((group, i) => (i === 0 ? group : `${separators[i] ?? ' '}${group}`)).join('');
    });

const ukMobile = digitString(9).map((rest) => `07${rest}`);
const ukLandline = fc
  .tuple(fc.constantFrom('01', '02', '03', '08'), digitString(8))
  .map(([prefix, rest]) => `${prefix}${rest}`);

const filler = fc.constantFrom('call me on', 'my number is', 'ring', 'text', '', 'mob:', 'Hi! it is');
const tail = fc.constantFrom('', 'thanks', 'after 6pm', 'x', '!', 'cheers');

describe('properties', () => {
  // Numbers typed so that part of them reads as a full date or a time range are read as the date
  // or time (see "known limits" below); the properties cover every other way of writing them.
  const readsAsNumber = (number: string) => innocentNumberSpans(number).length === 0;

  it('any UK mobile written with random grouping and separators is caught', () => {
    fc.assert(
      fc.property(
        ukMobile.chain((number) => written(number)),
        filler,
        tail,
        (number, before, after) => {
          fc.pre(readsAsNumber(number));
          expect(kindsOf(`${before} ${number} ${after}`)).toContain('phone');
        },
      ),
    );
  });

  it('any UK landline written with random grouping and separators is caught', () => {
    fc.assert(
      fc.property(
        ukLandline.chain((number) => written(number)),
        filler,
        (number, before) => {
          fc.pre(readsAsNumber(number));
          expect(kindsOf(`${before} ${number}`)).toContain('phone');
        },
      ),
    );
  });

  it('any UK mobile with the country code in any of its forms is caught', () => {
    fc.assert(
      fc.property(
        digitString(9),
        fc.constantFrom('+44 ', '+44', '0044 ', '+44 (0) ', '+44 (0)', '44'),
        (rest, prefix) => {
          expect(kindsOf(`call ${prefix}7${rest}`)).toContain('phone');
        },
      ),
    );
  });

  it('any UK mobile spelled out in words is caught', () => {
    const words = [
      ['zero', 'oh', 'nought'],
      ['one'],
      ['two'],
      ['three'],
      ['four'],
      ['five'],
      ['six'],
      ['seven'],
      ['eight'],
      ['nine'],
    ];
    fc.assert(
      fc.property(
        ukMobile,
        fc.infiniteStream(fc.nat()),
        fc.constantFrom(' ', ', ', '-'),
        (number, picks, separator) => {
          const spelled = [...number].map((digit) => {
            const choices = words[Number(digit)] ?? [];
            return choices[picks.next().value % choices.length];
          });
          expect(kindsOf(spelled.join(separator))).toContain('phone');
        },
      ),
    );
  });

  it('any price, date, time, quantity or measurement is not flagged', () => {
    const day = fc.integer({ min: 1, max: 28 });
    const month = fc.integer({ min: 1, max: 12 });
    const year = fc.integer({ min: 2024, max: 2030 });
    const pad = (value: number) => String(value).padStart(2, '0');
    const price = fc
      .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 99 }), fc.boolean())
      .map(([pounds, pence, grouped]) => {
        const whole = grouped ? pounds.toLocaleString('en-GB') : String(pounds);
        return `£${whole}.${pad(pence)}`;
      });
    const date = fc
      .tuple(day, month, year, fc.constantFrom('/', '.', '-'))
      .chain(([d, m, y, sep]) =>
        fc.constantFrom(`${pad(d)}${sep}${pad(m)}${sep}${y}`, `${y}-${pad(m)}-${pad(d)}`, `${d}th June ${y}`),
      );
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .chain(([h, m]) =>
        fc.constantFrom(`${pad(h)}:${pad(m)}`, `${(h % 12) + 1}.${pad(m)}pm`, `${(h % 12) + 1}am`),
      );
    const quantity = fc
      .tuple(fc.integer({ min: 1, max: 2000 }), fc.constantFrom('guests', 'chairs', 'tables', 'covers'))
      .map(([n, unit]) => `${n} ${unit}`);
    const measure = fc
      .tuple(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom('m', 'ft', 'cm'),
      )
      .map(([a, b, unit]) => `${a}${unit} x ${b}${unit}`);
    const innocent = fc.oneof(price, date, time, quantity, measure);
    fc.assert(
      fc.property(
        fc.array(innocent, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(', ', ' and ', ' '),
        (parts, joiner) => {
          expect(kindsOf(`Quote: ${parts.join(joiner)} please`)).toEqual([]);
        },
      ),
    );
  });

  it('every match is a substring of the original message', () => {
    const noisy = fc.string({
      unit: fc.constantFrom(...'0７oO l@.at dot()[]+-\u200b７ｍ'.split('')),
      maxLength: 60,
    });
    fc.assert(
      fc.property(noisy, ukMobile, noisy, (before, number, after) => {
        const text = `${before} ${number} ${after}`;
        for (const match of matchesOf(text)) expect(text).toContain(match);
      }),
    );
  });

  it('stays linear on long adversarial input (no catastrophic backtracking)', () => {
    const units = [
      '1 ',
      'a.',
      'a-',
      'a . ',
      'a dot ',
      'a at ',
      '@a ',
      '(dot)',
      'seven ',
      'o1',
      '+1',
      'a.b_c-d+e',
    ];
    // Growth, not a time: eight times the input takes about eight times as long when the scan is
    // linear (2–12 times measured) and 64 times when it is quadratic, however busy the machine.
    // Each length's fastest of five runs, after one run unmeasured (compilation), is the one least
    // disturbed by other work: the fastest of three once measured 28 on a loaded CI machine.
    const fastest = (text: string) => {
      detectContactSharing(text);
      return Math.min(
        ...[1, 2, 3, 4, 5].map(() => {
          const started = performance.now();
          detectContactSharing(text);
          return performance.now() - started;
        }),
      );
    };
    for (const unit of units) {
      const of = (length: number) => unit.repeat(Math.ceil(length / unit.length));
      const short = fastest(of(2_500));
      const long = fastest(of(20_000));
      // The floor keeps a sub-millisecond short run from turning timer noise into a ratio.
      expect(long / Math.max(short, 0.5), unit).toBeLessThan(24);
    }
  }, 30_000);
});

describe('known limits', () => {
  it('a number typed so that its groups form a full date is read as the date', () => {
    expect(kindsOf('call 07.03.1950 100')).toEqual([]);
  });

  it('a name with spaces offered on a platform is not read as the handle, only the invitation is', () => {
    expect(matchesOf('Add me on FB - Dave Discos Leeds')).toEqual(['Add me on FB']);
  });

  it('a number split by words other than fillers is not joined', () => {
    expect(kindsOf('07700 is my work phone, the other is 900123')).toEqual([]);
  });
});

it('CONTACT_KINDS names every kind the detector reports', () => {
  expect(CONTACT_KINDS).toEqual(['phone', 'email', 'social', 'link']);
});
