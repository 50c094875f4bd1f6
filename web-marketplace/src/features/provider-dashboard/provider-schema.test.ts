import { describe, expect, it } from 'vitest';
import {
  createProviderBody,
  createProviderSchema,
  providerInfoBody,
  providerInfoSchema,
} from './provider-schema';

const info = {
  businessName: ' Northern Stageworks Ltd ',
  contactEmail: 'hello@northern-stageworks.co.uk ',
  description: '',
  phoneNumber: ' 0113 496 0000',
  website: '',
};
const created = { ...info, businessAddress: ' 5 Wellington Street, Leeds ', postcode: ' ls1 4dy ' };

const errorFor = (field: keyof typeof created, value: string) => {
  const result = createProviderSchema.safeParse({ ...created, [field]: value });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('provider profile rules', () => {
  it('accepts the same business fields when creating and editing', () => {
    expect(providerInfoSchema.safeParse(info).success).toBe(true);
    expect(createProviderSchema.safeParse(created).success).toBe(true);
  });

  it('asks for a real address and a UK postcode only when creating', () => {
    expect(errorFor('businessAddress', 'TBC')).toBe('Business address is required');
    expect(errorFor('postcode', 'LS1')).toBe('Valid postcode is required');
    expect(errorFor('postcode', '12345 AB')).toBe('Please enter a valid UK postcode');
  });

  it('sends the fields trimmed, and the postcode upper-cased', () => {
    expect(providerInfoBody(info)).toEqual({
      businessName: 'Northern Stageworks Ltd',
      contactEmail: 'hello@northern-stageworks.co.uk',
      description: '',
      phoneNumber: '0113 496 0000',
      website: '',
    });
    expect(createProviderBody(created)).toMatchObject({
      businessName: 'Northern Stageworks Ltd',
      businessAddress: '5 Wellington Street, Leeds',
      postcode: 'LS1 4DY',
    });
  });

  it('takes a website as people type it, on both forms: the server adds https:// and judges it', () => {
    for (const website of ['www.kiwisound.co.uk', 'kiwisound.co.uk', 'https://www.kiwisound.co.uk', '']) {
      expect(providerInfoSchema.safeParse({ ...info, website }).success, website).toBe(true);
      expect(createProviderSchema.safeParse({ ...created, website }).success, website).toBe(true);
    }
    expect(providerInfoBody({ ...info, website: ' www.kiwisound.co.uk ' }).website).toBe(
      'www.kiwisound.co.uk',
    );
  });
});
