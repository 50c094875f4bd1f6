import { parseHundredths } from '@esm/core/money/pence';
import { describe, expect, it } from 'vitest';
import { hundredths } from '../../web-marketplace/src/features/provider-dashboard/services/service-form-schema';

/**
 * The service form checks amounts in the browser by the server's rule, from a copy (the web app
 * cannot import core): the two must agree on every input, or the form would refuse what the
 * server takes, or send what it refuses.
 */
const INPUTS = [
  '0',
  '450',
  '450.5',
  '450.50',
  '0007.10',
  '12.345',
  '12.',
  '.5',
  '-1',
  '+1',
  '1e3',
  '0x10',
  '1,000',
  '1 000',
  '١٢',
  '99999999.99',
  '9999999999999',
  '99999999999999',
  'NaN',
  'Infinity',
  '',
];

describe("the service form's amount rule", () => {
  it.each(INPUTS)('reads %j as core does', (input) => {
    expect(hundredths(input)).toBe(parseHundredths(input));
  });
});
